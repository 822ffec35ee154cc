// Waiting for a platform under test: retries until an answer comes or the time is up.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `attempt` until it returns a value or `timeoutMs` passes (then throws its last error). */
export async function eventually<T>(
  what: string,
  timeoutMs: number,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(500);
  }
  throw new Error(
    `${what}: not within ${timeoutMs / 1000} s${lastError ? ` (${(lastError as Error).message})` : ''}`,
  );
}

/** Resolves once the gateway reports every service ready. */
export async function waitForReady(baseUrl: string, timeoutMs = 180_000): Promise<void> {
  await eventually('the stack reporting every service ready', timeoutMs, async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    const body = (await response.json()) as { status: string };
    return body.status === 'ready' ? true : undefined;
  });
}
