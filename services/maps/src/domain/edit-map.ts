import { messages, planSettingsError, type UpdateMapBody } from '@groupmap/contracts';
import { appendToOutbox } from '@groupmap/svc-kit';
import { ownedMap } from '../access/owned-map';
import { updateMap, type MapWrite, type StoredMap } from '../db/map-repository';
import { toMapSnapshot } from '../db/map-snapshot';
import { lockPlanOf } from '../db/plan-repository';
import { passwordAfterEdit } from './map-password-edit';
import { checkLogo, planGoverned, refusePlan, type MapCommandDeps } from './map-settings-rules';

/** Applies the owner's edit of map `id`: absent fields stay, features may be kept but not added. */
export async function editMap(
  deps: MapCommandDeps,
  id: number,
  userId: number,
  body: UpdateMapBody,
): Promise<StoredMap> {
  const { row, replacedLogo } = await deps.knex.transaction(async (trx) => {
    const map = await ownedMap(trx, id, userId, { lock: true, notOwner: messages.onlyOwnerCanChangeMap });
    const plan = await lockPlanOf(trx, userId);
    const write: MapWrite = {
      name: body.name,
      description: body.description === undefined ? map.description : body.description,
      customFields: body.customFields ?? map.customFields,
      logoUrl: body.logoUrl === undefined ? map.logoUrl : body.logoUrl,
      whoCanAdd: body.whoCanAdd ?? map.whoCanAdd,
      reviewNewLocations: body.reviewNewLocations ?? map.reviewNewLocations,
      ...passwordAfterEdit(deps.cipher, map, body),
    };
    refusePlan(plan, planSettingsError(plan, planGoverned(write), planGoverned(map)));
    await checkLogo(deps, trx, write.logoUrl, map.logoUrl, userId);
    const updated = await updateMap(trx, id, write);
    const logoChanged = updated.logoUrl !== map.logoUrl;
    if (logoChanged && updated.logoUrl) await deps.logos.attachLogo(trx, updated.logoUrl, id);
    await appendToOutbox(trx, {
      type: 'maps.map.updated.v1',
      aggregateId: String(updated.id),
      payload: { mapId: updated.id, passwordVersion: updated.passwordVersion, map: toMapSnapshot(updated) },
    });
    return { row: updated, replacedLogo: logoChanged ? map.logoUrl : null };
  });
  // After commit, as for a deleted map: the map no longer shows the old logo.
  if (replacedLogo) await deps.logos.deleteMapLogo(replacedLogo);
  return row;
}
