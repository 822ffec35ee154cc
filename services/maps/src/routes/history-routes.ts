import { messages } from '@groupmap/contracts';
import { noStore, requireUser } from '@groupmap/svc-kit';
import { Router, type Request } from 'express';
import { readLocationHistory, restoreLocationVersion, type HistoryDeps } from '../domain/location-history';
import { toLocationResponse } from '../domain/location-response';
import { idParam } from './route-params';

/** A location's "History" (issue 25): its author and the map's owner read it; the owner restores a version. */
export function historyRoutes(deps: HistoryDeps): Router {
  const router = Router();
  const mapId = (req: Request) => idParam(req.params.mapId, messages.mapNotFound);
  const locationId = (req: Request) => idParam(req.params.locationId, messages.locationMissing);

  router.get('/maps/:mapId/locations/:locationId/history', async (req, res) => {
    const versions = await readLocationHistory(deps, mapId(req), locationId(req), req.identity);
    noStore(res);
    res.json({ versions });
  });

  router.post('/maps/:mapId/locations/:locationId/history/:versionId/restore', async (req, res) => {
    requireUser(req.identity);
    const versionId = idParam(req.params.versionId);
    const { row, map } = await restoreLocationVersion(
      deps,
      mapId(req),
      locationId(req),
      versionId,
      req.identity,
    );
    res.json(toLocationResponse(row, map, req.identity));
  });

  return router;
}
