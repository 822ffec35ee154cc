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

export async function readMapSequence(db: Db, mapId: number): Promise<MapSequence> {
  const [epochRow, sequenceRow] = (await Promise.all([
    db('sequence_epoch').first('epoch'),
    db(OUTBOX_SEQUENCES_TABLE)
      .where({ aggregate_id: String(mapId) })
      .first('last'),
  ])) as [{ epoch: string }, { last: string | number } | undefined];
  return { epoch: epochRow.epoch, sequence: Number(sequenceRow?.last ?? 0) };
}

/** This database's epoch alone (a UUID the migration made; it changes when a backup is restored elsewhere). */
export async function readSequenceEpoch(db: Db): Promise<string> {
  const row = (await db('sequence_epoch').first('epoch')) as { epoch: string };
  return row.epoch;
}
