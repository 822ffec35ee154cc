import { type ImportMapping, importMappingError, mapImportErrors, messages } from '@groupmap/contracts';
import { badRequest, conflict, forbidden, httpError, notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import {
  findImport,
  insertImport,
  listImportRecords,
  updateImport,
  type ImportRecordRow,
  type ImportRow,
} from '../db/import-repository';
import { countLocations } from '../db/location-repository';
import { findMapById, type MapRow } from '../db/map-repository';
import { planOf } from '../db/plan-repository';
import { guessMapping } from './guess-mapping';
import { importPreview, mapRecords, type ImportPreview } from './import-preview';
import { importProgress, type ImportProgress } from './import-progress';
import type { ImportParser } from './parsing/import-parser';
import { makeRoomForPreview, refuseOversizePreview } from './pending-previews';
import { importPlanProblem, newFieldsAllowed } from './plan-problem';

/** The file name kept with an import (openapi ImportPreview.fileName). */
const FILE_NAME_MAX_LENGTH = 255;

export interface ImportCommandDeps {
  knex: Knex;
  /** Reads uploaded files off the request thread. */
  parser: ImportParser;
  /** Wakes the import worker after a commit. */
  wakeWorker(): void;
}

/** The map `mapId` when `userId` owns it; 404 or 403 ("Only the map owner can import locations"). */
export async function ownedMap(
  db: Knex | Knex.Transaction,
  mapId: number,
  userId: number,
  lock = false,
): Promise<MapRow> {
  const map = await findMapById(db, mapId, { lock });
  if (!map) throw notFound(messages.mapNotFound);
  if (map.user_id !== userId) throw forbidden(mapImportErrors.onlyOwnerCanImport);
  return map;
}

/** Which import a call names, and who calls. */
export interface ImportRef {
  mapId: number;
  importId: string;
  userId: number;
}

/** Import `importId` of an owned map, with that map; 404 when either is unknown. */
async function ownedImport(
  db: Knex | Knex.Transaction,
  { mapId, importId, userId }: ImportRef,
  lock = false,
): Promise<{ map: MapRow; stored: ImportRow }> {
  const map = await ownedMap(db, mapId, userId);
  const stored = await findImport(db, mapId, importId, { lock });
  if (!stored) throw notFound(mapImportErrors.importNotFound);
  return { map, stored };
}

/** 409 for a change of an import that moved on; a replaced or expired preview tells why it ended. */
const notPending = (stored: ImportRow) =>
  conflict(
    stored.status === 'running'
      ? mapImportErrors.importAlreadyStarted
      : stored.status === 'cancelled' && stored.error
        ? stored.error
        : mapImportErrors.importAlreadyFinished,
    'import_not_pending',
  );

/** The preview of `stored`; its records are read back unless the caller still holds them. */
async function previewOf(
  db: Knex,
  stored: ImportRow,
  map: MapRow,
  records?: readonly ImportRecordRow[],
): Promise<ImportPreview> {
  const [read, plan, locationCount] = await Promise.all([
    records ?? listImportRecords(db, stored.id),
    planOf(db, stored.user_id),
    countLocations(db, map.id),
  ]);
  return importPreview(stored, read, { plan, fields: map.custom_fields, locationCount });
}

/**
 * Reads the owner's file (in a parsing process) and keeps it as a pending import with the mapping
 * guessed from its columns, in place of the map's earlier preview and within the owner's share of
 * previews (pending-previews.ts); answers the preview. Nothing is written to the map.
 */
export async function createImport(
  deps: ImportCommandDeps,
  mapId: number,
  userId: number,
  file: { bytes: Buffer; fileName: string },
): Promise<ImportPreview> {
  const { parsed, storedBytes } = await deps.parser.parse(file);
  refuseOversizePreview(storedBytes);
  const plan = await planOf(deps.knex, userId);
  const records: ImportRecordRow[] = parsed.records.map((record) => ({
    row: record.row,
    values: record.values,
    latitude: record.point?.latitude ?? null,
    longitude: record.point?.longitude ?? null,
  }));
  const { map, stored } = await deps.knex.transaction(async (trx) => {
    // Read again now the file is parsed: the map may have changed (or gone) meanwhile.
    const owned = await ownedMap(trx, mapId, userId);
    await makeRoomForPreview(trx, { mapId, userId, storedBytes });
    const mapping = guessMapping(
      parsed.columns,
      parsed.format,
      owned.custom_fields,
      newFieldsAllowed(plan, owned.custom_fields),
    );
    const inserted = await insertImport(
      trx,
      {
        id: randomUUID(),
        map_id: mapId,
        user_id: userId,
        format: parsed.format,
        file_name: file.fileName.slice(0, FILE_NAME_MAX_LENGTH),
        columns: parsed.columns,
        mapping,
        parse_problems: parsed.problems,
        row_count: parsed.records.length + parsed.problems.length,
        stored_bytes: storedBytes,
      },
      records,
    );
    return { map: owned, stored: inserted };
  });
  return previewOf(deps.knex, stored, map, records);
}

function checkMapping(stored: ImportRow, mapping: ImportMapping): void {
  const problem = importMappingError(mapping, stored.columns, stored.format);
  if (problem) throw badRequest(problem, 'validation_failed');
}

/** Changes a pending import's mapping and answers the preview under it. */
export async function changeImportMapping(
  deps: ImportCommandDeps,
  ref: ImportRef,
  mapping: ImportMapping,
): Promise<ImportPreview> {
  const { map, stored } = await ownedImport(deps.knex, ref);
  if (stored.status !== 'pending') throw notPending(stored);
  checkMapping(stored, mapping);
  const updated = await updateImport(deps.knex, ref.importId, { mapping });
  return previewOf(deps.knex, updated, map);
}

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
      { locationCount: await countLocations(trx, mapId), fields: map.custom_fields },
      chosen,
      candidates.length,
    );
    if (planProblem?.code === 'custom_field_limit_reached') {
      throw badRequest(planProblem.message, planProblem.code);
    }
    if (planProblem) throw httpError(planProblem.code, planProblem.message);
    return updateImport(trx, importId, {
      mapping: chosen,
      status: 'running',
      total: candidates.length,
      done: 0,
      committed_at: new Date(),
    });
  });
  deps.wakeWorker();
  return importProgress(deps.knex, started);
}

/** Cancels a pending or running import before its final transaction; nothing of it is written. */
export async function cancelImport(deps: ImportCommandDeps, ref: ImportRef): Promise<ImportProgress> {
  const cancelled = await deps.knex.transaction(async (trx) => {
    const { stored } = await ownedImport(trx, ref, true);
    if (stored.status !== 'pending' && stored.status !== 'running') throw notPending(stored);
    return updateImport(trx, ref.importId, {
      status: 'cancelled',
      finished_at: new Date(),
      lease_owner: null,
      lease_until: null,
    });
  });
  return importProgress(deps.knex, cancelled);
}

/** Where the owner's import stands. */
export async function getImportProgress(deps: ImportCommandDeps, ref: ImportRef): Promise<ImportProgress> {
  return importProgress(deps.knex, (await ownedImport(deps.knex, ref)).stored);
}
