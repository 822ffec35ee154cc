import { type ImportMapping } from '@groupmap/contracts';
import { storeImportMapping } from '../db/import-repository';
import { type ImportPreview } from './import-preview';
import {
  type ImportCommandDeps,
  type ImportRef,
  ownedImport,
  notPending,
  previewOf,
  checkMapping,
} from './import-access';

/** Changes a pending import's mapping and answers the preview under it. */
export async function changeImportMapping(
  deps: ImportCommandDeps,
  ref: ImportRef,
  mapping: ImportMapping,
): Promise<ImportPreview> {
  const { map, stored } = await ownedImport(deps.knex, ref);
  if (stored.status !== 'pending') throw notPending(stored);
  checkMapping(stored, mapping);
  const updated = await storeImportMapping(deps.knex, ref.importId, mapping);
  return previewOf(deps.knex, updated, map);
}
