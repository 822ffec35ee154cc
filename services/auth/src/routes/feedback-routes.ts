import { feedbackBodySchema } from '@groupmap/contracts';
import { ipRateLimitKey, validateBody } from '@groupmap/svc-kit';
import { Router } from 'express';
import { insertFeedback } from '../db/feedback-repository';
import type { RouteDeps } from './route-deps';

/**
 * POST /api/feedback: stores a message (trimmed, required) with the optional e-mail (validated when
 * given) and the signed-in user, if any. Limited per client IP.
 */
export function feedbackRoutes({ knex, limits }: RouteDeps): Router {
  const router = Router();
  router.post('/feedback', validateBody(feedbackBodySchema), async (req, res) => {
    const { email, message } = req.body;
    const { sessionId, ip } = req.identity;
    if (sessionId !== null) await limits.feedbackSession.consume(sessionId);
    await limits.feedbackIp.consume(ipRateLimitKey(ip));
    await insertFeedback(knex, { userId: req.identity.userId, email, message });
    res.status(204).end();
  });
  return router;
}
