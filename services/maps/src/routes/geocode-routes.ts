import { geocodeQuerySchema } from '@groupmap/contracts';
import { parseOrThrow } from '@groupmap/svc-kit';
import { Router } from 'express';
import type { Geocoder } from '../geocoding/geocoder';

/**
 * `GET /api/geocode?q=` (openapi.yaml): the address's candidate places, best first, or an empty
 * list. Anyone may ask, signed in or not; the geocoder counts each lookup against the
 * caller's session and IP.
 */
export function geocodeRoutes({ geocoder }: { geocoder: Geocoder }): Router {
  const router = Router();
  router.get('/geocode', async (req, res) => {
    const { q } = parseOrThrow(geocodeQuerySchema, req.query);
    res.json(await geocoder.search(q, { ip: req.identity.ip, sessionId: req.identity.sessionId }));
  });
  return router;
}
