import {
  createMapBodySchema,
  messages,
  updateMapBodySchema,
  verifyPasswordBodySchema,
} from '@groupmap/contracts';
import { noStore, notFound, requireUser, validateBody } from '@groupmap/svc-kit';
import { Router } from 'express';
import { findMapByPermalink, listMapsOf } from '../db/map-repository';
import { canRead } from '../domain/map-access';
import { createMap } from '../domain/create-map';
import { deleteMap } from '../domain/delete-map';
import { editMap } from '../domain/edit-map';
import { toMapResponse } from '../domain/map-response';
import { verifyMapPassword, type VerifyMapPasswordDeps } from '../domain/verify-map-password';
import type { RouteDeps } from './route-deps';
import { idParam } from './route-params';

/** A numeric map id from the path; anything else names no map. */
const mapIdOf = (value: unknown) => idParam(value, messages.mapNotFound);

/**
 * The map calls of spec section 7 (openapi.yaml, /api/maps). Answers to the owner carry the map's
 * password, so no cache may keep them (`no-store`).
 */
export function mapRoutes(
  deps: RouteDeps & Pick<VerifyMapPasswordDeps, 'passwordWindowSeconds' | 'logger'>,
): Router {
  const { knex, cipher, clock } = deps;
  const router = Router();

  router.post('/maps', validateBody(createMapBodySchema), async (req, res) => {
    const row = await createMap(deps, requireUser(req.identity), req.body);
    noStore(res);
    res.status(201).json(toMapResponse(row, { isOwner: true, hasGrant: false }, cipher));
  });

  router.get('/maps/user', async (req, res) => {
    const rows = await listMapsOf(knex, requireUser(req.identity));
    noStore(res);
    res.json(
      rows.map(({ locationCount, awaitingReview, ...map }) => ({
        ...toMapResponse(map, { isOwner: true, hasGrant: false }, cipher),
        locationCount,
        awaitingReview,
      })),
    );
  });

  router.get('/maps/:permalink', async (req, res) => {
    const map = await findMapByPermalink(knex, req.params.permalink);
    if (!map) throw notFound(messages.mapNotFound);
    const access = await canRead(knex, map, req.identity, clock());
    if (access.isOwner) noStore(res);
    res.json(toMapResponse(map, access, cipher));
  });

  router.put('/maps/:id', validateBody(updateMapBodySchema), async (req, res) => {
    const row = await editMap(deps, mapIdOf(req.params.id), requireUser(req.identity), req.body);
    noStore(res);
    res.json(toMapResponse(row, { isOwner: true, hasGrant: false }, cipher));
  });

  router.delete('/maps/:id', async (req, res) => {
    const userId = requireUser(req.identity);
    const id = mapIdOf(req.params.id);
    await deleteMap(deps, id, userId);
    res.json({ id });
  });

  router.post('/maps/:id/verify-password', validateBody(verifyPasswordBodySchema), async (req, res) => {
    const { password } = req.body;
    await verifyMapPassword(deps, mapIdOf(req.params.id), req.identity, password);
    res.status(204).end();
  });

  return router;
}
