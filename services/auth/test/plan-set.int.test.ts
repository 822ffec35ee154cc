import { eventSubject } from '@groupmap/contracts';
import { createDb, createLogger, migrateSchema } from '@groupmap/svc-kit';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import { PLAN_CONSUMER, startPlanChangeConsumer } from '../src/consumers/plan-changes';
import { startAuthTestEnv, uniqueName, type AuthTestEnv } from './support/auth-test-env';
import { asGateway } from './support/http';
import { waitFor } from '@groupmap/svc-kit/testing';

const ROOT = path.join(__dirname, '../../..');
const PLAN_SET = path.join(ROOT, 'services/billing/src/cli/plan-set.ts');
const BILLING_MIGRATIONS = path.join(ROOT, 'services/billing/migrations');

let env: AuthTestEnv;
let billingDb: Knex;
let consumer: { stop(): Promise<void> };

beforeAll(async () => {
  env = await startAuthTestEnv();
  billingDb = createDb({ url: process.env.TEST_DATABASE_URL!, schema: 'billing' });
  await migrateSchema(billingDb, { schema: 'billing', directory: BILLING_MIGRATIONS });
  consumer = await startPlanChangeConsumer({
    nc: env.nc,
    knex: env.knex,
    prefix: env.config.EVENTS_PREFIX,
    logger: createLogger({ name: 'plan-changes-test', level: 'silent' }),
  });
}, 30_000);

afterAll(async () => {
  await consumer.stop();
  await billingDb.destroy();
  await env.close();
});

/** Runs `npm run plan:set -- <args>` as an operator would, against this run's database and NATS. */
async function planSet(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', PLAN_SET, ...args],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          NATS_URL: process.env.NATS_URL,
          EVENTS_PREFIX: process.env.EVENTS_PREFIX,
          // A platform state file must not be read: everything is set.
          GROUPMAP_DATA_DIR: path.join(ROOT, 'no-such-data-dir'),
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function signedInUser() {
  const visitor = await env.newVisitor();
  const username = uniqueName();
  const res = await asGateway(env.app, visitor.identity()).post('/api/register', {
    username,
    email: `${username}@example.com`,
    password: 'lantern-harbour-42',
  });
  const user = { id: res.body.id as number, username };
  return { user, currentUser: () => asGateway(env.app, visitor.identity(user)).get('/api/user') };
}

describe('npm run plan:set', () => {
  it('puts a user on a paid plan through billing.plan.changed.v1, as /api/user then shows', async () => {
    const { user, currentUser } = await signedInUser();
    const run = await planSet(user.username, 'pro');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^${user.username} \\(user ${user.id}\\) is now on pro \\(active until \\d{4}-\\d{2}-\\d{2}\\): billing.plan.changed.v1 [0-9a-f-]{36} published\\n$`,
      ),
    );

    const shown = await waitFor('the pro plan on /api/user', async () => {
      const res = await currentUser();
      return res.body.currentPlan === 'pro' && res.body;
    });
    expect(shown.subscriptionStatus).toBe('active');
    const periodEnd = new Date(shown.subscriptionPeriodEnd as string).getTime();
    const aYearAhead = Date.now() + 365 * 24 * 60 * 60_000;
    expect(Math.abs(periodEnd - aYearAhead)).toBeLessThan(2 * 24 * 60 * 60_000);
  }, 30_000);

  it('puts a user back on free, without subscription or period', async () => {
    const { user, currentUser } = await signedInUser();
    expect((await planSet(user.username, 'business')).code).toBe(0);
    await waitFor('business', async () => (await currentUser()).body.currentPlan === 'business');
    expect((await planSet(user.username, 'free')).code).toBe(0);
    const shown = await waitFor('free again', async () => {
      const res = await currentUser();
      return res.body.currentPlan === 'free' && res.body;
    });
    expect(shown).toMatchObject({ subscriptionStatus: null, subscriptionPeriodEnd: null });
  }, 30_000);

  it('fails with a clear message and a non-zero exit for a username nobody has', async () => {
    const nobody = uniqueName('nobody');
    const run = await planSet(nobody, 'pro');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`plan:set failed: No user named "${nobody}"\n`);
  }, 30_000);
});

describe("auth's plan-change consumer", () => {
  it('ignores a plan change older than the one already applied to the user', async () => {
    const { user, currentUser } = await signedInUser();
    expect((await planSet(user.username, 'pro')).code).toBe(0);
    expect((await planSet(user.username, 'business')).code).toBe(0);
    await waitFor('business', async () => (await currentUser()).body.currentPlan === 'business');

    // Another copy of the user's first change (sequence 1), arriving after the second.
    const stale = {
      id: randomUUID(),
      type: 'billing.plan.changed.v1',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      aggregateId: String(user.id),
      sequence: 1,
      payload: { userId: user.id, plan: 'pro', status: 'active', periodEnd: null },
    };
    const subject = eventSubject(env.config.EVENTS_PREFIX, 'billing.plan.changed.v1');
    await env.nc.jetstream().publish(subject, JSON.stringify(stale), { msgID: stale.id });
    await waitFor('the stale event to be processed', async () =>
      Boolean(
        await env.knex('processed_events').where({ consumer: PLAN_CONSUMER, event_id: stale.id }).first(),
      ),
    );
    expect((await currentUser()).body.currentPlan).toBe('business');
  }, 30_000);

  it('shows on /api/user the change billing scheduled for the period end, until an event without one', async () => {
    const { user, currentUser } = await signedInUser();
    const periodEnd = '2027-03-01T10:00:00.000Z';
    const publish = async (sequence: number, payload: Record<string, unknown>) => {
      const event = {
        id: randomUUID(),
        type: 'billing.plan.changed.v1',
        occurredAt: new Date().toISOString(),
        aggregateId: String(user.id),
        sequence,
        payload: { userId: user.id, plan: 'business', status: 'active', periodEnd, ...payload },
      };
      const subject = eventSubject(env.config.EVENTS_PREFIX, 'billing.plan.changed.v1');
      await env.nc.jetstream().publish(subject, JSON.stringify(event), { msgID: event.id });
    };

    await publish(1, { scheduledPlan: 'pro' });
    const scheduled = await waitFor('the scheduled downgrade on /api/user', async () => {
      const res = await currentUser();
      return res.body.scheduledPlan === 'pro' && res.body;
    });
    expect(scheduled).toMatchObject({
      currentPlan: 'business',
      subscriptionPeriodEnd: periodEnd,
      scheduledPlan: 'pro',
    });

    await publish(2, { scheduledPlan: 'free' });
    await waitFor('the cancellation', async () => (await currentUser()).body.scheduledPlan === 'free');

    // An event in the shape billing published before scheduled changes were announced.
    await publish(3, {});
    await waitFor('no scheduled change', async () => (await currentUser()).body.scheduledPlan === null);
    expect((await currentUser()).body.currentPlan).toBe('business');
  }, 30_000);
});
