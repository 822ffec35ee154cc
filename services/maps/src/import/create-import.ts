import { randomUUID } from 'node:crypto';
import { insertImport } from '../db/import-repository';
import type { ImportRecordRow } from '../db/import-row-repository';
import { planOf } from '../db/plan-repository';
import { guessMapping } from './guess-mapping';
import { type ImportPreview } from './import-preview';
import { makeRoomForPreview, refuseOversizePreview } from './pending-previews';
import { newFieldsAllowed } from './plan-problem';
import { type ImportCommandDeps, ownedMapToImport, previewOf } from './import-access';

/** The file name kept with an import (openapi ImportPreview.fileName). */
const FILE_NAME_MAX_LENGTH = 255;

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
    const owned = await ownedMapToImport(trx, mapId, userId);
    await makeRoomForPreview(trx, { mapId, userId, storedBytes });
    const mapping = guessMapping(
      parsed.columns,
      parsed.format,
      owned.customFields,
      newFieldsAllowed(plan, owned.customFields),
    );
    const inserted = await insertImport(
      trx,
      {
        id: randomUUID(),
        mapId,
        userId,
        format: parsed.format,
        fileName: file.fileName.slice(0, FILE_NAME_MAX_LENGTH),
        columns: parsed.columns,
        mapping,
        parseProblems: parsed.problems,
        rowCount: parsed.records.length + parsed.problems.length,
        storedBytes,
      },
      records,
    );
    return { map: owned, stored: inserted };
  });
  return previewOf(deps.knex, stored, map, records);
}
