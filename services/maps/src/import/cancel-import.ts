import { endImport } from '../db/import-repository';
import { importProgress, type ImportProgress } from './import-progress';
import { type ImportCommandDeps, type ImportRef, ownedImport, notPending } from './import-access';

/** Cancels a pending or running import before its final transaction; nothing of it is written. */
export async function cancelImport(deps: ImportCommandDeps, ref: ImportRef): Promise<ImportProgress> {
  const cancelled = await deps.knex.transaction(async (trx) => {
    const { stored } = await ownedImport(trx, ref, true);
    if (stored.status !== 'pending' && stored.status !== 'running') throw notPending(stored);
    return endImport(trx, ref.importId, { status: 'cancelled' });
  });
  return importProgress(deps.knex, cancelled);
}
