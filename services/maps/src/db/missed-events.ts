import { MAP_EVENT_TYPES } from '@groupmap/contracts';
import { OUTBOX_TABLE } from '@groupmap/svc-kit';
import type { Db } from './db';

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
