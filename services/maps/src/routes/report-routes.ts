import { messages, reportLocationBodySchema } from '@groupmap/contracts';
import { noStore, requireUser, validateBody } from '@groupmap/svc-kit';
import { Router, type Request } from 'express';
import { reportLocation, type ReportDeps } from '../domain/report-location';
import { keepReportedLocation, readReportedLocations } from '../domain/reported-locations';
import { idParam } from './route-params';

/**
 * Reports from viewers (issue 25): a viewer reports a location; the owner reads the "Reported" tab and
 * keeps a reported location ("Remove" is the location's delete).
 */
export function reportRoutes(deps: ReportDeps): Router {
  const router = Router();
  const mapId = (req: Request) => idParam(req.params.mapId, messages.mapNotFound);
  const locationId = (req: Request) => idParam(req.params.locationId, messages.locationMissing);

  router.post(
    '/maps/:mapId/locations/:locationId/reports',
    validateBody(reportLocationBodySchema),
    async (req, res) => {
      await reportLocation(deps, mapId(req), locationId(req), req.identity, req.body);
      res.status(204).end();
    },
  );

  router.get('/maps/:mapId/reports', async (req, res) => {
    const items = await readReportedLocations(deps, mapId(req), requireUser(req.identity));
    noStore(res);
    res.json({ items });
  });

  router.post('/maps/:mapId/reports/:locationId/keep', async (req, res) => {
    await keepReportedLocation(deps, mapId(req), requireUser(req.identity), locationId(req));
    res.status(204).end();
  });

  return router;
}
