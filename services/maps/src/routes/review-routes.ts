import { messages, reviewDecisionBodySchema } from '@groupmap/contracts';
import { noStore, notFound, requireUser, validateBody } from '@groupmap/svc-kit';
import { Router, type Request } from 'express';
import { decideReview, readTrustedContributors, setContributorTrust } from '../domain/review-decisions';
import { readReviewQueue, type ReviewDeps } from '../domain/review-queue';
import { idParam } from './route-params';

/**
 * The owner's review of a map (issue 24): the queue of locations and edits awaiting review, the
 * decisions on them, and the trusted contributors whose work skips it. The owner only (403 otherwise).
 */
export function reviewRoutes(deps: ReviewDeps): Router {
  const router = Router();
  const mapId = (req: Request) => idParam(req.params.mapId, messages.mapNotFound);

  router.get('/maps/:mapId/review', async (req, res) => {
    const items = await readReviewQueue(deps, mapId(req), requireUser(req.identity));
    noStore(res);
    res.json({ items });
  });

  router.post('/maps/:mapId/review/:decision', validateBody(reviewDecisionBodySchema), async (req, res) => {
    const decision = req.params.decision;
    if (decision !== 'approve' && decision !== 'reject') throw notFound();
    const userId = requireUser(req.identity);
    const count = await decideReview(deps, mapId(req), userId, req.body.ids, decision);
    res.json({ count });
  });

  router.get('/maps/:mapId/contributors/trusted', async (req, res) => {
    const contributors = await readTrustedContributors(deps, mapId(req), requireUser(req.identity));
    noStore(res);
    res.json({ contributors });
  });

  for (const [method, trusted] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    router[method]('/maps/:mapId/contributors/:contributorId/trust', async (req, res) => {
      const userId = requireUser(req.identity);
      const contributorId = idParam(req.params.contributorId);
      await setContributorTrust(deps, mapId(req), userId, contributorId, trusted);
      res.status(204).end();
    });
  }

  return router;
}
