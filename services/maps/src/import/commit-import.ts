import { type ImportMapping, mapImportErrors } from '@groupmap/contracts';
import { badRequest, httpError } from '@groupmap/svc-kit';
import { startImportRun } from '../db/import-repository';
import { listImportRecords } from '../db/import-row-repository';
import { countLocations } from '../db/location-repository';
import { planOf } from '../db/plan-repository';
import { mapRecords } from './import-preview';
import { importProgress, type ImportProgress } from './import-progress';
import { importPlanProblem } from './plan-problem';
import {
  type ImportCommandDeps,
  type ImportRef,
  ownedImport,
  notPending,
  checkMapping,
} from './import-access';

/**
 * Starts a pending import (with `mapping` when the owner changed it): refused when no row is ready
 * or the plan's limits would be passed (checked again at the end). The worker takes it from here.
 */
export async function commitImport(
  deps: ImportCommandDeps,
  ref: ImportRef,
  mapping: ImportMapping | undefined,
): Promise<ImportProgress> {
  const { mapId, importId, userId } = ref;
  const started = await deps.knex.transaction(async (trx) => {
    const { map, stored } = await ownedImport(trx, ref, true);
    if (stored.status !== 'pending') throw notPending(stored);
    const chosen = mapping ?? stored.mapping;
    checkMapping(stored, chosen);
    const records = await listImportRecords(trx, importId);
    const { candidates } = mapRecords(records, stored, chosen);
    if (candidates.length === 0) throw badRequest(mapImportErrors.importNothingReady, 'validation_failed');
    const planProblem = importPlanProblem(
      await planOf(trx, userId),
      { locationCount: await countLocations(trx, mapId), fields: map.customFields },
      chosen,
      candidates.length,
    );
    if (planProblem?.code === 'custom_field_limit_reached') {
      throw badRequest(planProblem.message, planProblem.code);
    }
    if (planProblem) throw httpError(planProblem.code, planProblem.message);
    return startImportRun(trx, importId, { mapping: chosen, total: candidates.length });
  });
  deps.wakeWorker();
  return importProgress(deps.knex, started);
}
