import { DEMO_MAP_PERMALINK } from '@groupmap/contracts';
import { appendToOutbox, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { insertLocation } from '../db/location-repository';
import { insertOwnerlessMapOnce } from '../db/map-repository';
import { announceLocation } from '../domain/location-events';
import { toMapSnapshot } from '../db/map-snapshot';
import { DEMO_LOCATIONS, DEMO_MAP } from '../demo/demo-content';

const SEED_SPACING_MS = 1000;

/**
 * Makes sure the demo map /map/test exists (decisions.md, Demo content): on every start, so a fresh
 * database has it; an existing one is left as it is. It belongs to no account, so nobody can edit or
 * delete it, and its items-per-map limit is the free plan's (100). Replicas starting together insert
 * once: the permalink is unique.
 */
export async function seedDemoMap(knex: Knex, logger: Logger): Promise<void> {
  const created = await knex.transaction(async (trx) => {
    const map = await insertOwnerlessMapOnce(trx, DEMO_MAP_PERMALINK, DEMO_MAP);
    if (!map) return false;
    await appendToOutbox(trx, {
      type: 'maps.map.created.v1',
      aggregateId: String(map.id),
      payload: { mapId: map.id, passwordVersion: map.passwordVersion, map: toMapSnapshot(map) },
    });
    const start = Date.now() - DEMO_LOCATIONS.length * SEED_SPACING_MS;
    for (const [index, write] of DEMO_LOCATIONS.entries()) {
      // Distinct creation times keep the newest-first order the content lists.
      const createdAt = new Date(start + index * SEED_SPACING_MS);
      const location = await insertLocation(
        trx,
        map.id,
        { userId: null, sessionId: null, contributorId: null },
        write,
        {
          createdAt,
        },
      );
      await announceLocation(trx, 'maps.location.created.v1', map, location);
    }
    return true;
  });
  if (created) logger.info({ permalink: DEMO_MAP_PERMALINK }, 'demo map created');
}
