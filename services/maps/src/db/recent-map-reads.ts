import type { Db } from './db';
import { findMapById, type StoredMap } from './map-repository';
import { recentMapRows } from './recent-map-rows';

/** How long a map row read for an add's first checks is reused (issue 27). */
export const RECENT_MAP_READ_MS = 2_000;

/**
 * Map `id` as read within the last RECENT_MAP_READ_MS, else read now. Only for checks the caller makes
 * again on the locked row in its transaction (an add's checks before it asks the geocoder): a row a
 * little stale there can only let the geocoder be asked for an add the transaction then refuses. This
 * process forgets a map as it changes or deletes it (recent-map-rows.ts); another replica's change
 * shows here within RECENT_MAP_READ_MS.
 */
export async function recentMapRead(db: Db, id: number, now = Date.now()): Promise<StoredMap | undefined> {
  const kept = recentMapRows.get(id);
  if (kept && now - kept.readAt < RECENT_MAP_READ_MS) return kept.map;
  const map = await findMapById(db, id);
  // Deleted first, so a fresh read counts as the newest when the oldest are dropped.
  recentMapRows.delete(id);
  if (map) recentMapRows.set(id, { map, readAt: now });
  return map;
}
