import { type ImportMapping, importMappingError, mapImportErrors } from '@groupmap/contracts';
import { badRequest, conflict, notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { findImport, type StoredImport } from '../db/import-repository';
import { listImportRecords, type ImportRecordRow } from '../db/import-row-repository';
import { countLocations } from '../db/location-repository';
import { ownedMap } from '../access/owned-map';
import type { Db } from '../db/db';
import type { StoredMap } from '../db/map-repository';
import { planOf } from '../db/plan-repository';
import { importPreview, type ImportPreview } from './import-preview';
import type { ImportParser } from './parsing/import-parser';

/**
 * What every import use case shares: its dependencies, the owned-map and owned-import checks,
 * the refusal of a change to an import that moved on, the preview and the mapping check.
 */
export interface ImportCommandDeps {
  knex: Knex;
  /** Reads uploaded files off the request thread. */
  parser: ImportParser;
  /** Wakes the import worker after a commit. */
  wakeWorker(): void;
}

/** The map `mapId` when `userId` owns it; 404 or 403 ("Only the map owner can import locations"). */
export const ownedMapToImport = (db: Db, mapId: number, userId: number, lock = false): Promise<StoredMap> =>
  ownedMap(db, mapId, userId, { lock, notOwner: mapImportErrors.onlyOwnerCanImport });

/** Which import a call names, and who calls. */
export interface ImportRef {
  mapId: number;
  importId: string;
  userId: number;
}

/** Import `importId` of an owned map, with that map; 404 when either is unknown. */
export async function ownedImport(
  db: Knex | Knex.Transaction,
  { mapId, importId, userId }: ImportRef,
  lock = false,
): Promise<{ map: StoredMap; stored: StoredImport }> {
  const map = await ownedMapToImport(db, mapId, userId);
  const stored = await findImport(db, mapId, importId, { lock });
  if (!stored) throw notFound(mapImportErrors.importNotFound);
  return { map, stored };
}

/** 409 for a change of an import that moved on; a replaced or expired preview tells why it ended. */
export const notPending = (stored: StoredImport) =>
  conflict(
    stored.status === 'running'
      ? mapImportErrors.importAlreadyStarted
      : stored.status === 'cancelled' && stored.error
        ? stored.error
        : mapImportErrors.importAlreadyFinished,
    'import_not_pending',
  );

/** The preview of `stored`; its records are read back unless the caller still holds them. */
export async function previewOf(
  db: Knex,
  stored: StoredImport,
  map: StoredMap,
  records?: readonly ImportRecordRow[],
): Promise<ImportPreview> {
  const [read, plan, locationCount] = await Promise.all([
    records ?? listImportRecords(db, stored.id),
    planOf(db, stored.userId),
    countLocations(db, map.id),
  ]);
  return importPreview(stored, read, { plan, fields: map.customFields, locationCount });
}

export function checkMapping(stored: StoredImport, mapping: ImportMapping): void {
  const problem = importMappingError(mapping, stored.columns, stored.format);
  if (problem) throw badRequest(problem, 'validation_failed');
}
