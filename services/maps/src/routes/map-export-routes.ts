import { isMapExportFormat, messages } from '@groupmap/contracts';
import { badRequest } from '@groupmap/svc-kit';
import { Router } from 'express';
import type { Knex } from 'knex';
import { openMapExport } from '../export/map-export';
import { sendExport } from '../export/send-export';
import { idParam } from './route-params';

/** GET /api/maps/{mapId}/export?format=geojson|csv|kml|gpx (issue 13, openapi exportMap). */
export function mapExportRoutes(deps: { knex: Knex; clock: () => Date }): Router {
  const router = Router();
  router.get('/maps/:mapId/export', async (req, res) => {
    const { format } = req.query;
    if (!isMapExportFormat(format)) throw badRequest(messages.invalidExportFormat);
    const mapId = idParam(req.params.mapId, messages.mapNotFound);
    await sendExport(req, res, await openMapExport(deps, mapId, req.identity, format));
  });
  return router;
}
