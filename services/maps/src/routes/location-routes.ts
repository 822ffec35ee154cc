import { locationBodySchema, messages } from '@groupmap/contracts';
import { forbidden, requireUser, validateBody, type Identity } from '@groupmap/svc-kit';
import compression from 'compression';
import { Router, type Request } from 'express';
import { isOwnMap } from '../db/map-repository';
import { claimContributions } from '../domain/claim-contributions';
import { addLocation } from '../domain/add-location';
import { deleteLocation } from '../domain/delete-location';
import { editLocation } from '../domain/edit-location';
import type { Author } from '../domain/location-access';
import { toLocationResponse } from '../domain/location-response';
import { readLocationList } from '../domain/location-list';
import { withBoundIdentities } from '../domain/map-access';
import { countLocationWrite } from '../domain/write-limits';
import type { LocationListCache } from '../domain/location-list-cache';
import type { Geocoder } from '../geocoding/geocoder';
import type { RouteDeps } from './route-deps';
import { idParam } from './route-params';

export interface LocationRouteDeps extends RouteDeps {
  geocoder: Geocoder;
  listCache: LocationListCache;
  /** LOCATION_CLAIM_WINDOW_HOURS. */
  claimWindowHours: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The location calls of spec section 7 (openapi.yaml, /api/maps/{mapId}/locations) and the claim of a
 * session's anonymous locations after sign-in.
 */
export function locationRoutes(deps: LocationRouteDeps): Router {
  const { knex, limits, clock } = deps;
  const router = Router();

  /** The writer: a write needs a visitor session (the gateway makes sure of it; a token without one is refused). */
  function writerOf(identity: Identity): Author & { sessionId: string } {
    if (identity.sessionId === null) throw forbidden();
    return {
      userId: identity.userId,
      sessionId: identity.sessionId,
      ip: identity.ip,
      username: identity.username,
    };
  }

  /** The writer, after the write limits (write-limits.ts): for an edit or a delete. */
  async function author(identity: Identity, mapKey: number): Promise<Author> {
    const writer = writerOf(identity);
    await countLocationWrite(limits, writer, await isOwnMap(knex, mapKey, identity.userId));
    return writer;
  }

  const mapId = (req: Request) => idParam(req.params.mapId, messages.mapNotFound);
  const locationId = (req: Request) => idParam(req.params.locationId, messages.locationMissing);

  // A 10,000-location list is a few MB of JSON; level 1 gzip keeps most of the saving for a
  // fraction of level 6's time.
  router.get('/maps/:mapId/locations', compression({ level: 1 }), async (req, res) => {
    const list = await readLocationList(deps, mapId(req), req.identity, req.get('if-none-match'));
    res.set({
      // A protected map's locations are never kept by the browser (a shared computer's cache would
      // hand them to the next person at it); an open map's revalidate cheaply with the ETag.
      'Cache-Control': list.isProtected ? 'no-store' : 'private, no-cache',
      ETag: list.etag,
      'X-Map-Sequence': String(list.sequence.sequence),
      'X-Map-Epoch': list.sequence.epoch,
    });
    if (list.notModified) {
      res.status(304).end();
      return;
    }
    res.type('application/json');
    res.vary('Accept-Encoding');
    const { gzip } = list.body;
    if (gzip && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      // Already compressed once for every viewer like this one; the compression middleware leaves an
      // encoded body alone.
      res.set('Content-Encoding', 'gzip').send(gzip);
      return;
    }
    res.send(list.body.text());
  });

  router.post('/maps/:mapId/locations', validateBody(locationBodySchema), async (req, res) => {
    // An add counts against the write limits once its read of the map shows whether the writer owns it.
    const writer = writerOf(req.identity);
    const { row, map } = await addLocation(deps, mapId(req), writer, req.body);
    res.status(201).json(toLocationResponse(row, map, writer));
  });

  router.put('/maps/:mapId/locations/:locationId', validateBody(locationBodySchema), async (req, res) => {
    const writer = await author(req.identity, mapId(req));
    const { row, map } = await editLocation(deps, mapId(req), locationId(req), writer, req.body);
    // The editor may hold the location through a mailed link (issue 26): its flags say so.
    res.json(toLocationResponse(row, map, await withBoundIdentities(knex, map.id, writer)));
  });

  router.delete('/maps/:mapId/locations/:locationId', async (req, res) => {
    const writer = await author(req.identity, mapId(req));
    const id = locationId(req);
    await deleteLocation(deps, mapId(req), id, writer);
    res.json({ id });
  });

  router.post('/maps/user/claim', async (req, res) => {
    const userId = requireUser(req.identity);
    const sessionId = req.identity.sessionId;
    if (sessionId === null) throw forbidden();
    const since = new Date(clock().getTime() - deps.claimWindowHours * HOUR_MS);
    const { username } = req.identity;
    const linked = await knex.transaction((trx) =>
      claimContributions(trx, { sessionId, userId, since, username }),
    );
    res.json({ linked });
  });

  return router;
}
