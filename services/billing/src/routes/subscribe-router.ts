import { messages, subscribeParamsSchema, subscribeQuerySchema } from '@groupmap/contracts';
import { parseOrThrow, unauthorized } from '@groupmap/svc-kit';
import { Router } from 'express';
import { subscribe, type SubscribeDeps } from '../domain/subscribe';

/** `POST /api/subscribe/:plan?interval=year&discountCode=`: signed-in users only. */
export function subscribeRouter(deps: SubscribeDeps): Router {
  const router = Router();
  router.post('/subscribe/:plan', async (req, res) => {
    const { userId } = req.identity;
    if (userId === null) throw unauthorized(messages.loginToManageSubscription);
    const { plan } = parseOrThrow(subscribeParamsSchema, req.params);
    const { discountCode } = parseOrThrow(subscribeQuerySchema, req.query);
    res.json(await subscribe(deps, { userId, plan, discountCode }));
  });
  return router;
}
