import { formatPeriodEndDate } from '../src/domain/period-end-date';
import { applySubscriptionChange, type SubscriptionChange } from '../src/domain/subscription-change';
import { startPeriodEndJob } from '../src/jobs/period-end-job';
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

async function subscribedUser(plan: 'pro' | 'business'): Promise<TestUser> {
  const user = env.newUser();
  const { body } = await asUser(env.app, user).post(`/api/subscribe/${plan}?interval=year`);
  await asUser(env.app, user).post(
    `/api/billing/test-checkout/${(body as { url: string }).url.split('/').pop()}/complete`,
  );
  return user;
}

/** Runs the period-end job once with its clock at `now`. */
async function runPeriodEndsAt(now: Date) {
  const job = startPeriodEndJob({
    knex: env.knex,
    clock: () => now,
    intervalMs: 3_600_000,
    logger: env.logger,
  });
  try {
    return await job.runOnce();
  } finally {
    await job.stop();
  }
}

/** The user's plan events as `plan/status`, with `->plan` for a change scheduled for the period end. */
const plansOf = async (user: TestUser) =>
  (await planEventsOf(env.knex, user.id)).map(
    (event: { plan: string; status: string; scheduledPlan: string | null }) =>
      `${event.plan}/${event.status}${event.scheduledPlan ? `->${event.scheduledPlan}` : ''}`,
  );

describe('downgrades', () => {
  it('to free: answers the period-end date, announces the cancellation, keeps the plan until then, and the job then moves the user to free', async () => {
    const user = await subscribedUser('pro');
    const periodEnd = (await subscriptionOf(env.knex, user.id)).current_period_end as Date;

    const res = await asUser(env.app, user).post('/api/subscribe/free?interval=year');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      url: '/subscription',
      message: `Your Pro plan stays active until ${formatPeriodEndDate(periodEnd)}, then your account moves to the Free plan.`,
      effectiveAt: periodEnd.toISOString(),
    });
    expect(await subscriptionOf(env.knex, user.id)).toMatchObject({
      plan_tier: 'pro',
      cancel_at_period_end: true,
    });

    expect(await plansOf(user)).toEqual(['pro/active', 'pro/active->free']);

    await runPeriodEndsAt(new Date(periodEnd.getTime() - 1_000));
    expect(await plansOf(user)).toEqual(['pro/active', 'pro/active->free']);

    await runPeriodEndsAt(new Date(periodEnd.getTime() + 1_000));
    expect(await subscriptionOf(env.knex, user.id)).toMatchObject({
      plan_tier: 'free',
      status: 'canceled',
      cancel_at_period_end: false,
    });
    expect(await plansOf(user)).toEqual(['pro/active', 'pro/active->free', 'free/canceled']);
    await runPeriodEndsAt(new Date(periodEnd.getTime() + 2_000));
    expect(await plansOf(user)).toEqual(['pro/active', 'pro/active->free', 'free/canceled']);
  });

  it('from business to pro: answers the date, announces the downgrade, and the job renews the subscription on pro from then', async () => {
    const user = await subscribedUser('business');
    const periodEnd = (await subscriptionOf(env.knex, user.id)).current_period_end as Date;

    const res = await asUser(env.app, user).post('/api/subscribe/pro?interval=year');
    expect(res.body).toEqual({
      url: '/subscription',
      message: `Your Business plan stays active until ${formatPeriodEndDate(periodEnd)}, then your account moves to the Pro plan.`,
      effectiveAt: periodEnd.toISOString(),
    });
    expect(await subscriptionOf(env.knex, user.id)).toMatchObject({
      plan_tier: 'business',
      scheduled_plan: 'pro',
    });
    expect(await planEventsOf(env.knex, user.id)).toEqual([
      expect.objectContaining({ plan: 'business', scheduledPlan: null }),
      {
        userId: user.id,
        plan: 'business',
        status: 'active',
        periodEnd: periodEnd.toISOString(),
        scheduledPlan: 'pro',
      },
    ]);

    await runPeriodEndsAt(new Date(periodEnd.getTime() + 1_000));
    const row = await subscriptionOf(env.knex, user.id);
    expect(row).toMatchObject({ plan_tier: 'pro', status: 'active', scheduled_plan: null });
    expect((row.current_period_start as Date).toISOString()).toBe(periodEnd.toISOString());
    expect(await plansOf(user)).toEqual(['business/active', 'business/active->pro', 'pro/active']);
  });

  it('asked again for the change already scheduled: answers the same and announces nothing more', async () => {
    const user = await subscribedUser('business');
    const first = await asUser(env.app, user).post('/api/subscribe/pro?interval=year');
    const again = await asUser(env.app, user).post('/api/subscribe/pro?interval=year');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await plansOf(user)).toEqual(['business/active', 'business/active->pro']);
  });

  it('a cancellation after a scheduled downgrade replaces it, and is announced as the move to free', async () => {
    const user = await subscribedUser('business');
    await asUser(env.app, user).post('/api/subscribe/pro?interval=year');
    const res = await asUser(env.app, user).post('/api/subscribe/free?interval=year');
    expect(res.body.message).toMatch(
      /^Your Business plan stays active until .+, then your account moves to the Free plan\.$/,
    );
    expect(await subscriptionOf(env.knex, user.id)).toMatchObject({
      plan_tier: 'business',
      cancel_at_period_end: true,
      scheduled_plan: null,
    });
    expect(await plansOf(user)).toEqual(['business/active', 'business/active->pro', 'business/active->free']);
  });
});

describe('applySubscriptionChange', () => {
  const change = (userId: number, over: Partial<SubscriptionChange>): SubscriptionChange => ({
    userId,
    plan: 'pro',
    status: 'active',
    currentPeriodStart: new Date('2026-01-01T00:00:00.000Z'),
    currentPeriodEnd: new Date('2027-01-01T00:00:00.000Z'),
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    stripeSubscriptionId: null,
    source: 'operator',
    occurredAt: new Date('2026-01-01T00:00:00.000Z'),
    ...over,
  });
  const apply = (c: SubscriptionChange) => env.knex.transaction((trx) => applySubscriptionChange(trx, c));

  it('ends in the newest state when changes arrive out of order, announcing only what took effect', async () => {
    const { id } = env.newUser();
    await expect(
      apply(change(id, { plan: 'business', occurredAt: new Date('2026-02-01T00:00:00.000Z') })),
    ).resolves.toEqual({ applied: true });
    await expect(
      apply(change(id, { plan: 'pro', occurredAt: new Date('2026-01-15T00:00:00.000Z') })),
    ).resolves.toEqual({
      applied: false,
    });
    expect((await subscriptionOf(env.knex, id)).plan_tier).toBe('business');
    expect(await planEventsOf(env.knex, id)).toEqual([
      {
        userId: id,
        plan: 'business',
        status: 'active',
        periodEnd: '2027-01-01T00:00:00.000Z',
        scheduledPlan: null,
      },
    ]);
  });

  it('keeps the newest of many concurrent first changes and announces each applied one in order', async () => {
    const { id } = env.newUser();
    const days = [5, 1, 4, 2, 3];
    const results = await Promise.all(
      days.map((day) =>
        apply(
          change(id, {
            plan: day === 5 ? 'business' : 'pro',
            currentPeriodEnd: new Date(`2027-01-0${day}T00:00:00.000Z`),
            occurredAt: new Date(`2026-01-0${day}T00:00:00.000Z`),
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.applied).length).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(env.knex, id)).toMatchObject({ plan_tier: 'business' });
    const events = await planEventsOf(env.knex, id);
    expect(events.at(-1)).toEqual({
      userId: id,
      plan: 'business',
      status: 'active',
      periodEnd: '2027-01-05T00:00:00.000Z',
      scheduledPlan: null,
    });
  });

  it('announces nothing when only fields users do not see change', async () => {
    const { id } = env.newUser();
    await apply(change(id, {}));
    await apply(
      change(id, {
        stripeSubscriptionId: `sub_unseen${id}`,
        currentPeriodStart: new Date('2026-01-02T00:00:00.000Z'),
        occurredAt: new Date('2026-03-01T00:00:00.000Z'),
      }),
    );
    expect(await planEventsOf(env.knex, id)).toHaveLength(1);
    expect((await subscriptionOf(env.knex, id)).stripe_subscription_id).toBe(`sub_unseen${id}`);
  });

  it('announces a cancellation or downgrade scheduled for the period end, and its withdrawal', async () => {
    const { id } = env.newUser();
    const at = (day: number) => new Date(`2026-03-0${day}T00:00:00.000Z`);
    await apply(change(id, { plan: 'business' }));
    await apply(change(id, { plan: 'business', cancelAtPeriodEnd: true, occurredAt: at(1) }));
    await apply(change(id, { plan: 'business', scheduledPlan: 'pro', occurredAt: at(2) }));
    await apply(change(id, { plan: 'business', scheduledPlan: 'pro', occurredAt: at(3) }));
    await apply(change(id, { plan: 'business', occurredAt: at(4) }));
    const scheduled = (await planEventsOf(env.knex, id)).map(
      (event: { scheduledPlan: string | null }) => event.scheduledPlan,
    );
    expect(scheduled).toEqual([null, 'free', 'pro', null]);
  });
});
