import {
  commitImportBodySchema,
  IMPORT_FORM_FIELD,
  IMPORT_MAX_BYTES,
  type ImportMapping,
  importMappingBodySchema,
  mapImportErrors,
  messages,
} from '@groupmap/contracts';
import { HttpError, noStore, notFound, validateBody } from '@groupmap/svc-kit';
import { Router } from 'express';
import type { Knex } from 'knex';
import {
  cancelImport,
  changeImportMapping,
  commitImport,
  createImport,
  getImportProgress,
} from '../import/import-commands';
import type { MapsRateLimiters } from '../rate-limits';
import { receiveUpload } from './receive-upload';
import { idParam, signedIn } from './route-params';

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
  /** Wakes this replica's import worker after a commit. */
  wakeWorker(): void;
}

/** The owner's import of a file into a map (issue 13; openapi createImport ... cancelImport). */
export function importRoutes(deps: ImportRouteDeps): Router {
  const router = Router();
  const mapIdOf = (value: unknown) => idParam(value, messages.mapNotFound);

  router.post('/maps/:mapId/imports', async (req, res) => {
    const userId = signedIn(req.identity);
    const mapId = mapIdOf(req.params.mapId);
    // Counted before the body is read: a caller over the limit costs no parse.
    await deps.limits.importUser.consume(String(userId));
    const file = await receiveUpload(req, importFile);
    const preview = await createImport(deps, mapId, userId, file);
    noStore(res);
    res.status(201).json(preview);
  });

  router.patch('/maps/:mapId/imports/:importId', validateBody(importMappingBodySchema), async (req, res) => {
    const { mapping } = req.body as { mapping: ImportMapping };
    const preview = await changeImportMapping(
      deps,
      mapIdOf(req.params.mapId),
      importIdParam(req.params.importId),
      signedIn(req.identity),
      mapping,
    );
    noStore(res);
    res.json(preview);
  });

  router.post(
    '/maps/:mapId/imports/:importId/commit',
    validateBody(commitImportBodySchema),
    async (req, res) => {
      const { mapping } = req.body as { mapping?: ImportMapping };
      const progress = await commitImport(
        deps,
        mapIdOf(req.params.mapId),
        importIdParam(req.params.importId),
        signedIn(req.identity),
        mapping,
      );
      noStore(res);
      res.status(202).json(progress);
    },
  );

  router.get('/maps/:mapId/imports/:importId', async (req, res) => {
    const progress = await getImportProgress(
      deps,
      mapIdOf(req.params.mapId),
      importIdParam(req.params.importId),
      signedIn(req.identity),
    );
    noStore(res);
    res.json(progress);
  });

  router.delete('/maps/:mapId/imports/:importId', async (req, res) => {
    const progress = await cancelImport(
      deps,
      mapIdOf(req.params.mapId),
      importIdParam(req.params.importId),
      signedIn(req.identity),
    );
    noStore(res);
    res.json(progress);
  });

  return router;
}
