import { isMapExportFormat, messages } from '@groupmap/contracts';
import { badRequest, ipRateLimitKey } from '@groupmap/svc-kit';
import { Router } from 'express';
import type { Knex } from 'knex';
import { openMapExport } from '../domain/open-map-export';
import { sendExport } from '../export/send-export';
import type { MapsRateLimiters } from '../rate-limits';
import { idParam } from './route-params';

export interface MapExportRouteDeps {
  knex: Knex;
  clock: () => Date;
  limits: Pick<MapsRateLimiters, 'exportSession' | 'exportIp'>;
}

/**
 * GET /api/maps/{mapId}/export?format=geojson|csv|kml|gpx (issue 13, openapi exportMap). Each export
 * reads a whole map, so they count per session and per IP (issue 21) before anything is read.
 */
export function mapExportRoutes(deps: MapExportRouteDeps): Router {
  const router = Router();
  router.get('/maps/:mapId/export', async (req, res) => {
    const { format } = req.query;
    if (!isMapExportFormat(format)) throw badRequest(messages.invalidExportFormat);
    const { sessionId, ip } = req.identity;
    if (sessionId !== null) await deps.limits.exportSession.consume(sessionId);
    await deps.limits.exportIp.consume(ipRateLimitKey(ip));
    const mapId = idParam(req.params.mapId, messages.mapNotFound);
    await sendExport(req, res, await openMapExport(deps, mapId, req.identity, format));
  });
  return router;
}
