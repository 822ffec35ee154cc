import { importProgress, type ImportProgress } from './import-progress';
import { type ImportCommandDeps, type ImportRef, ownedImport } from './import-access';

/** Where the owner's import stands. */
export async function getImportProgress(deps: ImportCommandDeps, ref: ImportRef): Promise<ImportProgress> {
  return importProgress(deps.knex, (await ownedImport(deps.knex, ref)).stored);
}
