import { unauthorized } from '@groupmap/svc-kit';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import {
  cancelTestCheckout,
  completeTestCheckout,
  ownTestCheckout,
  testCheckoutView,
} from '../checkout/test-checkout-flow';

function signedInUser(req: Request): number {
  if (req.identity.userId === null) throw unauthorized();
  return req.identity.userId;
}

/** The TEST MODE checkout's calls (`/api/billing/test-checkout/:id`), for the checkout's owner only. */
export function testCheckoutRoutes({ knex, now }: { knex: Knex; now: () => Date }): Router {
  const router = Router();
  router.get('/billing/test-checkout/:id', async (req, res) => {
    res.json(testCheckoutView(await ownTestCheckout(knex, req.params.id, signedInUser(req))));
  });
  router.post('/billing/test-checkout/:id/complete', async (req, res) => {
    res.json(await completeTestCheckout(knex, { id: req.params.id, userId: signedInUser(req), now: now() }));
  });
  router.post('/billing/test-checkout/:id/cancel', async (req, res) => {
    res.json(await cancelTestCheckout(knex, req.params.id, signedInUser(req)));
  });
  return router;
}
