import { messages, restoreDeletedBodySchema } from '@groupmap/contracts';
import { noStore, requireUser, validateBody } from '@groupmap/svc-kit';
import { Router, type Request } from 'express';
import { readContributors, removeAllLocationsOf, setContributorBlocked } from '../domain/contributor-actions';
import { readRecentlyDeleted, restoreDeleted } from '../domain/recently-deleted';
import type { ReviewDeps } from '../domain/review-queue';
import { idParam } from './route-params';

/**
 * The owner's undo by contributor (issue 25): "Contributors" with "Block" and "Remove all their
 * locations", and "Recently deleted" with "Restore". The owner only (403 otherwise).
 */
export function contributorRoutes(deps: ReviewDeps): Router {
  const router = Router();
  const mapId = (req: Request) => idParam(req.params.mapId, messages.mapNotFound);
  const contributorId = (req: Request) => idParam(req.params.contributorId);

  router.get('/maps/:mapId/contributors', async (req, res) => {
    const contributors = await readContributors(deps, mapId(req), requireUser(req.identity));
    noStore(res);
    res.json({ contributors });
  });

  for (const [method, blocked] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    router[method]('/maps/:mapId/contributors/:contributorId/block', async (req, res) => {
      const userId = requireUser(req.identity);
      await setContributorBlocked(deps, mapId(req), userId, contributorId(req), blocked);
      res.status(204).end();
    });
  }

  router.post('/maps/:mapId/contributors/:contributorId/remove-locations', async (req, res) => {
    const userId = requireUser(req.identity);
    res.json(await removeAllLocationsOf(deps, mapId(req), userId, contributorId(req)));
  });

  router.get('/maps/:mapId/deleted', async (req, res) => {
    const items = await readRecentlyDeleted(deps, mapId(req), requireUser(req.identity));
    noStore(res);
    res.json({ items });
  });

  router.post('/maps/:mapId/deleted/restore', validateBody(restoreDeletedBodySchema), async (req, res) => {
    const count = await restoreDeleted(deps, mapId(req), requireUser(req.identity), req.body);
    res.json({ count });
  });

  return router;
}
