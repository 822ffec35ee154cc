import {
  commitImportBodySchema,
  IMPORT_FORM_FIELD,
  IMPORT_MAX_BYTES,
  importMappingBodySchema,
  mapImportErrors,
  messages,
} from '@groupmap/contracts';
import { HttpError, noStore, notFound, requireUser, validateBody } from '@groupmap/svc-kit';
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import { cancelImport } from '../import/cancel-import';
import { changeImportMapping } from '../import/change-import-mapping';
import { commitImport } from '../import/commit-import';
import { createImport } from '../import/create-import';
import { getImportProgress } from '../import/get-import-progress';
import { ownedMapToImport, type ImportRef } from '../import/import-access';
import type { ImportParser } from '../import/parsing/import-parser';
import type { MapsRateLimiters } from '../rate-limits';
import { receiveUpload } from '../http/receive-upload';
import { idParam } from './route-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An import id from the path; anything else names no import. */
function importIdParam(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw notFound(mapImportErrors.importNotFound);
  return value;
}

const importFile = {
  field: IMPORT_FORM_FIELD,
  maxBytes: IMPORT_MAX_BYTES,
  missing: () => new HttpError(400, 'validation_failed', mapImportErrors.importFileMissing),
  tooLarge: () => new HttpError(413, 'payload_too_large', mapImportErrors.importFileTooLarge),
};

export interface ImportRouteDeps {
  knex: Knex;
  limits: MapsRateLimiters;
  /** Reads uploaded files off the request thread. */
  parser: ImportParser;
  /** Wakes this replica's import worker after a commit. */
  wakeWorker(): void;
}

/** The owner's import of a file into a map (issue 13; openapi createImport ... cancelImport). */
export function importRoutes(deps: ImportRouteDeps): Router {
  const router = Router();
  const mapIdOf = (value: unknown) => idParam(value, messages.mapNotFound);

  const refOf = (req: Request): ImportRef => ({
    mapId: mapIdOf(req.params.mapId),
    importId: importIdParam(req.params.importId),
    userId: requireUser(req.identity),
  });
  /** Answers about imports are the owner's alone: never kept by a cache. */
  const answer = (res: Response, status: number, body: object) => {
    noStore(res);
    res.status(status).json(body);
  };
  const one = '/maps/:mapId/imports/:importId';

  router.post('/maps/:mapId/imports', async (req, res) => {
    const userId = requireUser(req.identity);
    const mapId = mapIdOf(req.params.mapId);
    // Who may upload is settled before a byte of the body is read, and a caller over the limit costs
    // no parse. Node's server reads and drops the body of a request refused unread.
    await ownedMapToImport(deps.knex, mapId, userId);
    await deps.limits.importUser.consume(String(userId));
    const file = await receiveUpload(req, importFile);
    answer(res, 201, await createImport(deps, mapId, userId, file));
  });

  router.patch(one, validateBody(importMappingBodySchema), async (req, res) => {
    const { mapping } = req.body;
    answer(res, 200, await changeImportMapping(deps, refOf(req), mapping));
  });
  router.post(`${one}/commit`, validateBody(commitImportBodySchema), async (req, res) => {
    const { mapping } = req.body;
    answer(res, 202, await commitImport(deps, refOf(req), mapping));
  });
  router.get(one, async (req, res) => answer(res, 200, await getImportProgress(deps, refOf(req))));
  router.delete(one, async (req, res) => answer(res, 200, await cancelImport(deps, refOf(req))));

  return router;
}
