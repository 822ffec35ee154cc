/**
 * `check` shared by every caller for `maxAgeMs` after it started: a caller within that time gets
 * the same result (or the same check still under way), so a flood of requests runs it at most once
 * per `maxAgeMs` however many arrive.
 */
export function recentResult<T>(
  check: () => Promise<T>,
  maxAgeMs: number,
  now: () => number = Date.now,
): () => Promise<T> {
  let last: { startedAt: number; result: Promise<T> } | null = null;
  return () => {
    const at = now();
    if (last === null || at - last.startedAt >= maxAgeMs) last = { startedAt: at, result: check() };
    return last.result;
  };
}
