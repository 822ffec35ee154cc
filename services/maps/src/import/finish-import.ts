import { newImportFields } from '@groupmap/contracts';
import { appendToOutbox } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { endImport, findImport, type ImportOutcome } from '../db/import-repository';
import { contributorFor } from '../db/contributor-repository';
import { countSettledRows, deletePlacedRows, insertPlacedLocations } from '../db/import-row-repository';
import { countLocations } from '../db/location-repository';
import { findMapById, updateMap, type StoredMap } from '../db/map-repository';
import { planOf } from '../db/plan-repository';
import { toMapSnapshot } from '../db/map-snapshot';
import { importPlanProblem } from './plan-problem';

/** The map with the import's new custom fields added after its own (the map row is locked). */
async function addNewFields(
  trx: Knex.Transaction,
  map: StoredMap,
  added: readonly string[],
): Promise<StoredMap> {
  if (added.length === 0) return map;
  return updateMap(trx, map.id, { customFields: [...map.customFields, ...added] });
}

/**
 * The import's last step, all in one transaction: with the import and its map locked, the plan's
 * limits are checked again (the map may have filled up, or the plan changed, since the preview),
 * the new custom fields are added, every placed row becomes a location owned by the map's owner, and
 * one `maps.locations.imported.v1` event tells live viewers. Nothing of it is written if any of it
 * fails. A cancel that got the import's lock first wins: the import is then no longer running.
 */
export async function finishImport(knex: Knex, importId: string, mapId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const stored = await findImport(trx, mapId, importId, { lock: true });
    if (stored?.status !== 'running') return;
    const map = await findMapById(trx, mapId, { lock: true });
    if (!map) return;
    const finish = (outcome: ImportOutcome) => endImport(trx, importId, outcome);

    const { placed } = await countSettledRows(trx, importId);
    const plan = await planOf(trx, stored.userId);
    const locationCount = await countLocations(trx, mapId);
    const problem = importPlanProblem(
      plan,
      { locationCount, fields: map.customFields },
      stored.mapping,
      placed,
    );
    if (problem) {
      await finish({ status: 'failed', error: problem.message, done: placed });
      return;
    }
    if (placed === 0) {
      await finish({ status: 'done', imported: 0, done: 0 });
      return;
    }
    const updated = await addNewFields(trx, map, newImportFields(stored.mapping, map.customFields));
    const contributorId = await contributorFor(trx, mapId, { userId: stored.userId, sessionId: null });
    const imported = await insertPlacedLocations(trx, importId, mapId, stored.userId, contributorId!);
    await appendToOutbox(trx, {
      type: 'maps.locations.imported.v1',
      aggregateId: String(mapId),
      payload: {
        mapId,
        passwordVersion: updated.passwordVersion,
        importId,
        count: imported,
        map: toMapSnapshot(updated),
      },
    });
    await deletePlacedRows(trx, importId);
    await finish({ status: 'done', imported, done: placed });
  });
}
