import { MAP_EVENT_TYPES } from '@groupmap/contracts';
import { OUTBOX_TABLE } from '@groupmap/svc-kit';
import type { Db } from '../db/db';

/** One event of a map's gap, reduced to what catch-up needs of it (never its text). */
export interface MissedEvent {
  type: (typeof MAP_EVENT_TYPES)[number];
  sequence: number;
  occurredAt: Date;
  /** The location a location event is about. */
  locationId: number | null;
  /** A map deletion's permalink and password version. */
  permalink: string | null;
  passwordVersion: number | null;
}

/** What became of one thing the gap touched: the latest `seq` that touched it. */
export type MissedEntry =
  { kind: 'location'; seq: number; locationId: number; createdInGap: boolean } | { kind: 'map'; seq: number };

interface MissedEventRow {
  type: MissedEvent['type'];
  sequence: string | number;
  occurred_at: Date;
  location_id: string | null;
  permalink: string | null;
  password_version: string | null;
}

/**
 * The map's events after `since` as the outbox keeps them (parked rows, which never went out live,
 * left out), oldest first: types, sequences and ids only. The payloads, which hold the text as it
 * was then, are not read: catch-up sends what the map holds now.
 */
export async function readMissedEvents(db: Db, mapId: number, since: number): Promise<MissedEvent[]> {
  const rows = (await db(OUTBOX_TABLE)
    .where({ aggregate_id: String(mapId) })
    .where('sequence', '>', since)
    .whereNull('parked_at')
    .whereIn('type', MAP_EVENT_TYPES)
    .orderBy('sequence')
    .select(
      'type',
      'sequence',
      'occurred_at',
      db.raw(`coalesce(payload->>'locationId', payload->'location'->>'id') as location_id`),
      db.raw(`payload->>'permalink' as permalink`),
      db.raw(`payload->>'passwordVersion' as password_version`),
    )) as MissedEventRow[];
  return rows.map((row) => ({
    type: row.type,
    sequence: Number(row.sequence),
    occurredAt: row.occurred_at,
    locationId: row.location_id === null ? null : Number(row.location_id),
    permalink: row.permalink,
    passwordVersion: row.password_version === null ? null : Number(row.password_version),
  }));
}

/** The oldest sequence the outbox still keeps of the map, or null when it keeps none. */
export async function oldestKeptSequence(db: Db, mapId: number): Promise<number | null> {
  const row = (await db(OUTBOX_TABLE)
    .where({ aggregate_id: String(mapId) })
    .min<{ min: string | null }>('sequence as min')
    .first()) as { min: string | number | null } | undefined;
  return row?.min == null ? null : Number(row.min);
}

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
