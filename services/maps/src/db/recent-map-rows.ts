import { BoundedMap } from '@groupmap/svc-kit';
import type { StoredMap } from './map-repository';

/** Map rows kept at once by recentMapRead (recent-map-reads.ts). */
const MAPS_KEPT = 5_000;

/**
 * The map rows recentMapRead keeps, apart so that map-repository can forget a row it changes without
 * importing the reader, which imports it.
 */
export const recentMapRows = new BoundedMap<number, { map: StoredMap; readAt: number }>(MAPS_KEPT);

/** Forgets map `id`'s kept row: this process changed or deleted it. */
export function forgetRecentMapRead(id: number): void {
  recentMapRows.delete(id);
}
