import { startPeriodEndJob } from '../src/jobs/period-end-job';
import { asUser, startBillingEnv, subscriptionOf, type BillingEnv } from './support/billing-env';
import { startPlansToAuth, type PlansToAuth } from './support/plans-to-auth';

// Billing's outbox relay and auth's real plan consumer, over the run's NATS and database: what a
// user's account shows after a checkout and after a period end.
let env: BillingEnv;
let auth: PlansToAuth;

beforeAll(async () => {
  env = await startBillingEnv();
  auth = await startPlansToAuth({ knex: env.knex, logger: env.logger });
}, 30_000);

afterAll(async () => {
  await auth.stop();
  await env.close();
});

it("a checkout completed twice at once reaches the user's account once, and so do the cancellation and the period end", async () => {
  const user = env.newUser({ id: await auth.newAuthUser() });
  const { body } = await asUser(env.app, user).post('/api/subscribe/pro?interval=year');
  const complete = `/api/billing/test-checkout/${(body as { url: string }).url.split('/').pop()}/complete`;
  await Promise.all([asUser(env.app, user).post(complete), asUser(env.app, user).post(complete)]);
  const periodEnd = (await subscriptionOf(env.knex, user.id)).current_period_end as Date;

  expect(await auth.waitForPlan(user.id, 'pro')).toEqual({
    current_plan: 'pro',
    subscription_status: 'active',
    subscription_period_end: periodEnd,
    scheduled_plan: null,
  });

  await asUser(env.app, user).post('/api/subscribe/free?interval=year');
  expect(await auth.waitForAllApplied(user.id)).toEqual({
    current_plan: 'pro',
    subscription_status: 'active',
    subscription_period_end: periodEnd,
    scheduled_plan: 'free',
  });

  const job = startPeriodEndJob({
    knex: env.knex,
    clock: () => new Date(periodEnd.getTime() + 1_000),
    intervalMs: 3_600_000,
    logger: env.logger,
  });
  await job.runOnce();
  await job.stop();
  expect(await auth.waitForPlan(user.id, 'free')).toEqual({
    current_plan: 'free',
    subscription_status: 'canceled',
    subscription_period_end: periodEnd,
    scheduled_plan: null,
  });

  expect(await auth.planEventCounts(user.id)).toEqual({ recorded: 3, published: 3, appliedByAuth: 3 });
});
