import type { Db } from './db';

/**
 * Moves the next free start time of `upstream` on by `intervalMs` (on Postgres's clock, under the
 * row's lock) and resolves how many milliseconds the caller waits for its slot; null, taking no
 * slot, when that wait would exceed `maxWaitMs`.
 */
export async function reserveUpstreamSlot(
  db: Db,
  { upstream, intervalMs, maxWaitMs }: { upstream: string; intervalMs: number; maxWaitMs: number },
): Promise<number | null> {
  const { rows } = await db.raw<{ rows: { wait_ms: string | number }[] }>(
    `insert into geocode_slots as slot (upstream, next_at)
       values (:upstream, clock_timestamp() + make_interval(secs => :intervalSeconds))
     on conflict (upstream) do update
       set next_at = greatest(slot.next_at, clock_timestamp()) + make_interval(secs => :intervalSeconds)
       where slot.next_at <= clock_timestamp() + make_interval(secs => :maxWaitSeconds)
     returning greatest(0, extract(epoch from slot.next_at - clock_timestamp()) * 1000 - :intervalMs) as wait_ms`,
    { upstream, intervalSeconds: intervalMs / 1000, maxWaitSeconds: maxWaitMs / 1000, intervalMs },
  );
  const [slot] = rows;
  return slot === undefined ? null : Math.ceil(Number(slot.wait_ms));
}
