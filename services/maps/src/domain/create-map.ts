import { mapLimitError, messages, planSettingsError, type CreateMapBody } from '@groupmap/contracts';
import { appendToOutbox, conflict, httpError } from '@groupmap/svc-kit';
import { isUniqueViolation } from '../db/db';
import { countMapsOf, insertMap, type MapWrite, type StoredMap } from '../db/map-repository';
import { toMapSnapshot } from '../db/map-snapshot';
import { lockPlanOf } from '../db/plan-repository';
import { checkLogo, planGoverned, refusePlan, type MapCommandDeps } from './map-settings-rules';

/**
 * Creates a map for `userId` within their plan (from the projection, locked so concurrent creates
 * queue) and announces it. The permalink's uniqueness is the database's: a taken one is a 409.
 */
export async function createMap(
  deps: MapCommandDeps,
  userId: number,
  body: CreateMapBody,
): Promise<StoredMap> {
  try {
    return await deps.knex.transaction(async (trx) => {
      const plan = await lockPlanOf(trx, userId);
      const limit = mapLimitError(plan, await countMapsOf(trx, userId));
      if (limit) throw httpError('map_limit_reached', limit);
      const write: MapWrite = {
        name: body.name,
        description: body.description,
        customFields: body.customFields,
        passwordProtected: body.passwordProtected,
        passwordEncrypted:
          body.passwordProtected && body.password ? deps.cipher.encrypt(body.password) : null,
        passwordVersion: body.passwordProtected ? 1 : 0,
        logoUrl: body.logoUrl,
        whoCanAdd: body.whoCanAdd,
        reviewNewLocations: body.reviewNewLocations,
      };
      refusePlan(plan, planSettingsError(plan, planGoverned(write)));
      await checkLogo(deps, trx, write.logoUrl, null, userId);
      const row = await insertMap(trx, userId, body.permalink, write);
      if (row.logoUrl) await deps.logos.attachLogo(trx, row.logoUrl, row.id);
      await appendToOutbox(trx, {
        type: 'maps.map.created.v1',
        aggregateId: String(row.id),
        payload: { mapId: row.id, passwordVersion: row.passwordVersion, map: toMapSnapshot(row) },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.permalinkTaken, 'permalink_taken');
    throw error;
  }
}
