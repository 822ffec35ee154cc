import { OUTBOX_SEQUENCES_TABLE } from '@groupmap/svc-kit';
import type { Db } from './db';

/**
 * Where a map's event history stands: the sequence of its latest event (0 before the first; the
 * outbox numbers map and location events per map) and this database's epoch.
 */
export interface MapSequence {
  epoch: string;
  sequence: number;
}

/** One query after the other: `db` may be a transaction, whose one connection runs one query at a time. */
export async function readMapSequence(db: Db, mapId: number): Promise<MapSequence> {
  const epoch = await readSequenceEpoch(db);
  const sequenceRow = (await db(OUTBOX_SEQUENCES_TABLE)
    .where({ aggregate_id: String(mapId) })
    .first('last')) as { last: string | number } | undefined;
  return { epoch, sequence: Number(sequenceRow?.last ?? 0) };
}

/** This database's epoch alone (a UUID the migration made; it changes when a backup is restored elsewhere). */
export async function readSequenceEpoch(db: Db): Promise<string> {
  const row = (await db('sequence_epoch').first('epoch')) as { epoch: string };
  return row.epoch;
}
