import type { Knex } from 'knex';
import type { MapRow } from '../db/map-repository';
import { announceLocationDeleted } from './location-events';

/**
 * Removes the demo map's oldest visitor addition (a row with a creating session; the seeded samples
 * have none), announced as deleted so viewers' lists follow, in the caller's transaction (which holds
 * the map's lock). Resolves how many it removed: 0 when only samples are left.
 */
export async function makeRoomOnDemoMap(trx: Knex.Transaction, map: MapRow): Promise<number> {
  const oldest = (await trx('locations')
    .where({ map_id: map.id })
    .whereNotNull('creator_session_id')
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .first('id')) as { id: number } | undefined;
  if (!oldest) return 0;
  await trx('locations').where({ id: oldest.id }).delete();
  await announceLocationDeleted(trx, map, oldest.id);
  return 1;
}
