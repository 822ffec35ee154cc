import { messages, subscribeParamsSchema, subscribeQuerySchema } from '@groupmap/contracts';
import { parseOrThrow, requireUser } from '@groupmap/svc-kit';
import { Router } from 'express';
import { subscribe, type SubscribeDeps } from '../domain/subscribe';
import type { BillingRateLimiters } from '../rate-limits';

/**
 * `POST /api/subscribe/:plan?interval=year&discountCode=`: signed-in users only. Every call counts
 * against the user's and the client IP's limits before anything is checked, so discount codes
 * cannot be guessed at speed.
 */
export function subscribeRoutes(deps: SubscribeDeps & { limits: BillingRateLimiters }): Router {
  const router = Router();
  router.post('/subscribe/:plan', async (req, res) => {
    const { ip } = req.identity;
    const userId = requireUser(req.identity, messages.loginToManageSubscription);
    await deps.limits.consumeSubscribe(userId, ip);
    const { plan } = parseOrThrow(subscribeParamsSchema, req.params);
    const { discountCode } = parseOrThrow(subscribeQuerySchema, req.query);
    res.json(await subscribe(deps, { userId, plan, discountCode }));
  });
  return router;
}
