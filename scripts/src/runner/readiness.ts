// Waiting for a process to be ready: poll an HTTP URL until it answers, giving up when the process
// exits first, the start is cancelled, or the deadline passes.
const POLL_INTERVAL_MS = 200;
const REQUEST_TIMEOUT_MS = 2000;

export class NotReadyError extends Error {
  constructor(
    message: string,
    readonly reason: 'exited' | 'timeout' | 'aborted',
  ) {
    super(message);
    this.name = 'NotReadyError';
  }
}

/** One GET: true on a 2xx answer (any answer with `anyStatus`), false on no answer. */
export async function answers(url: string, anyStatus = false): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return anyStatus || response.ok;
  } catch {
    return false;
  }
}

export interface WaitOptions {
  timeoutMs: number;
  anyStatus?: boolean;
  /** Settles when the process behind the URL exits: waiting stops at once then. */
  exited?: Promise<unknown>;
  abort?: AbortSignal;
}

/**
 * Resolves once `url` answers.
 * @throws NotReadyError when the process exits, the wait is aborted or `timeoutMs` passes first.
 */
export async function waitForHttp(url: string, options: WaitOptions): Promise<void> {
  let gone = false;
  void options.exited?.then(() => {
    gone = true;
  });
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.abort?.aborted) throw new NotReadyError('start cancelled', 'aborted');
    if (gone) throw new NotReadyError(`exited before ${url} answered`, 'exited');
    if (await answers(url, options.anyStatus)) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, POLL_INTERVAL_MS));
  }
  throw new NotReadyError(
    `${url} did not answer within ${Math.round(options.timeoutMs / 1000)} s`,
    'timeout',
  );
}
