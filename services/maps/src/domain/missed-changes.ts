import type { MissedEvent } from '../db/missed-events';

/** What became of one thing the gap touched: the latest `seq` that touched it. */
export type MissedEntry =
  { kind: 'location'; seq: number; locationId: number; createdInGap: boolean } | { kind: 'map'; seq: number };

/**
 * The things a gap touched, each once at the `seq` of its latest event, ascending: every location
 * (noting whether it was added within the gap) and the map's settings. A map's creation is left
 * out (nobody is on a map's channel before it exists); imports and deletions are the caller's.
 */
export function latestTouches(events: readonly MissedEvent[]): MissedEntry[] {
  const entries = new Map<string, MissedEntry>();
  const createdInGap = new Set<number>();
  for (const event of events) {
    if (event.locationId !== null && event.type.startsWith('maps.location.')) {
      if (event.type === 'maps.location.created.v1') createdInGap.add(event.locationId);
      const key = `location:${event.locationId}`;
      entries.delete(key);
      entries.set(key, {
        kind: 'location',
        seq: event.sequence,
        locationId: event.locationId,
        createdInGap: createdInGap.has(event.locationId),
      });
    } else if (event.type === 'maps.map.updated.v1') {
      entries.delete('map');
      entries.set('map', { kind: 'map', seq: event.sequence });
    }
  }
  // Deleting and setting again keeps the map's insertion order that of the latest touch.
  return [...entries.values()];
}
