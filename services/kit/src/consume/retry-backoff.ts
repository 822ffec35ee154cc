/** Milliseconds to wait before attempt `attempt + 1`, given that `attempt` (1-based) attempts failed. */
export type Backoff = (attempt: number) => number;

export interface ExponentialBackoffOptions {
  /** Delay after the first failure, before jitter. */
  baseMs: number;
  /** Ceiling of the delay, before jitter. */
  maxMs: number;
  /** Source of randomness in [0, 1); injectable so tests are deterministic. */
  random?: () => number;
}

/**
 * Exponential backoff with "equal jitter": the delay doubles per failure up to `maxMs`, and a random
 * half of it is added, so replicas retrying the same failure do not hammer NATS or Postgres in step.
 */
export function exponentialBackoff({
  baseMs,
  maxMs,
  random = Math.random,
}: ExponentialBackoffOptions): Backoff {
  return (attempt) => {
    const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
  };
}
