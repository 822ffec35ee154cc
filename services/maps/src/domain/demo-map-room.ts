import type { Knex } from 'knex';
import type { StoredMap } from '../db/map-repository';
import { deleteOldestVisitorAddition } from '../db/visitor-addition-repository';
import { announceLocationDeleted } from './location-events';

/**
 * Removes the demo map's oldest visitor addition (a row with a creating session; the seeded samples
 * have none), announced as deleted so viewers' lists follow, in the caller's transaction (which holds
 * the map's lock). Resolves how many it removed: 0 when only samples are left.
 */
export async function makeRoomOnDemoMap(trx: Knex.Transaction, map: StoredMap): Promise<number> {
  const removed = await deleteOldestVisitorAddition(trx, map.id);
  if (removed === null) return 0;
  await announceLocationDeleted(trx, map, removed);
  return 1;
}
