import {
  asUser,
  planEventsOf,
  startBillingEnv,
  subscriptionOf,
  type BillingEnv,
  type TestUser,
} from './support/billing-env';

let env: BillingEnv;

beforeAll(async () => {
  env = await startBillingEnv();
});

afterAll(async () => {
  await env.close();
});

/** Starts a TEST MODE checkout for `plan` and answers its API path. */
async function startCheckout(user: TestUser, plan: 'pro' | 'business') {
  const res = await asUser(env.app, user).post(`/api/subscribe/${plan}?interval=year`);
  expect(res.status).toBe(200);
  return `/api/billing/test-checkout/${(res.body as { url: string }).url.split('/').pop()}`;
}

describe('the TEST MODE checkout', () => {
  it('completing makes the plan an active yearly subscription and announces it once, also when completed twice at once', async () => {
    const user = env.newUser();
    const path = await startCheckout(user, 'pro');
    const before = Date.now();
    const answers = await Promise.all([
      asUser(env.app, user).post(`${path}/complete`),
      asUser(env.app, user).post(`${path}/complete`),
    ]);
    for (const res of answers) expect(res.body).toEqual({ url: '/subscription?checkout=success' });
    const again = await asUser(env.app, user).post(`${path}/complete`);
    expect(again.body).toEqual({ url: '/subscription?checkout=success' });

    const row = await subscriptionOf(env.knex, user.id);
    expect(row).toMatchObject({ plan_tier: 'pro', status: 'active', cancel_at_period_end: false });
    const yearAhead = new Date(before);
    yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
    expect(Math.abs((row.current_period_end as Date).getTime() - yearAhead.getTime())).toBeLessThan(60_000);
    expect(await planEventsOf(env.knex, user.id)).toEqual([
      {
        userId: user.id,
        plan: 'pro',
        status: 'active',
        periodEnd: (row.current_period_end as Date).toISOString(),
        scheduledPlan: null,
      },
    ]);
    expect((await asUser(env.app, user).get(path)).body.status).toBe('completed');
  });

  it('lets a pro user upgrade to business through a second checkout', async () => {
    const user = env.newUser();
    await asUser(env.app, user).post(`${await startCheckout(user, 'pro')}/complete`);
    await asUser(env.app, user).post(`${await startCheckout(user, 'business')}/complete`);
    expect((await subscriptionOf(env.knex, user.id)).plan_tier).toBe('business');
    expect((await planEventsOf(env.knex, user.id)).map((event: { plan: string }) => event.plan)).toEqual([
      'pro',
      'business',
    ]);
  });

  it('cancelling leaves the plan as it was, and a cancelled checkout cannot be completed afterwards', async () => {
    const user = env.newUser();
    const path = await startCheckout(user, 'business');
    expect((await asUser(env.app, user).post(`${path}/cancel`)).body).toEqual({
      url: '/subscription?checkout=cancelled',
    });
    expect((await asUser(env.app, user).post(`${path}/complete`)).body).toEqual({
      url: '/subscription?checkout=cancelled',
    });
    expect(await subscriptionOf(env.knex, user.id)).toBeUndefined();
    expect(await planEventsOf(env.knex, user.id)).toEqual([]);
    expect((await asUser(env.app, user).get(path)).body.status).toBe('cancelled');
  });

  it("refuses to complete someone else's checkout or one of a signed-out visitor", async () => {
    const owner = env.newUser();
    const path = await startCheckout(owner, 'pro');
    expect((await asUser(env.app, env.newUser()).post(`${path}/complete`)).status).toBe(404);
    expect((await asUser(env.app).post(`${path}/complete`)).status).toBe(401);
    expect(await subscriptionOf(env.knex, owner.id)).toBeUndefined();
  });
});
