import { usernameKey } from '@groupmap/contracts';
import { createDb, ensureStream, migrateSchema, startOutboxRelay, type Logger } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import type { Knex } from 'knex';
import { connect } from 'nats';
import path from 'node:path';
import { PLAN_CONSUMER, startPlanChangeConsumer } from '../../../auth/src/consumers/plan-changes';
import { SCHEMA, SERVICE } from '../../src/schema';

/** The plan fields of a user's account in auth. */
export interface AuthAccount {
  current_plan: string;
  subscription_status: string | null;
  subscription_period_end: Date | null;
  /** The plan the account moves to when the period ends, as billing announced it. */
  scheduled_plan: string | null;
}

/** How billing's plan events for one user went: recorded in its outbox, published, applied by auth. */
export interface PlanEventCounts {
  recorded: number;
  published: number;
  appliedByAuth: number;
}

export interface PlansToAuth {
  /** Auth's migrated schema in the run's database. */
  authDb: Knex;
  /** A fresh user in auth's users table, as registration leaves it (free); resolves its id. */
  newAuthUser(): Promise<number>;
  accountOf(userId: number): Promise<AuthAccount | undefined>;
  /** Waits until the account shows `plan` and every plan event billing recorded for it is published. */
  waitForPlan(userId: number, plan: string): Promise<AuthAccount>;
  /** Waits until auth has applied every plan event billing recorded for the user; resolves the account. */
  waitForAllApplied(userId: number): Promise<AuthAccount>;
  planEventCounts(userId: number): Promise<PlanEventCounts>;
  stop(): Promise<void>;
}

/**
 * The path of a plan change from billing's outbox to the user's account: billing's real outbox relay
 * and auth's real plan consumer (its durable consumer and inbox) over the run's NATS, prefix and
 * database, next to whatever billing writes through `knex`.
 */
export async function startPlansToAuth({
  knex,
  logger,
}: {
  knex: Knex;
  logger: Logger;
}): Promise<PlansToAuth> {
  const prefix = process.env.EVENTS_PREFIX ?? '';
  const nc = await connect({ servers: process.env.NATS_URL });
  const authDb = createDb({ url: process.env.TEST_DATABASE_URL!, schema: 'auth', logger });
  await migrateSchema(authDb, {
    schema: 'auth',
    directory: path.join(__dirname, '../../../auth/migrations'),
  });
  await ensureStream(nc, { prefix, service: SERVICE });
  const relay = await startOutboxRelay({ knex, nc, prefix, logger, service: SERVICE, schema: SCHEMA });
  const consumer = await startPlanChangeConsumer({ nc, knex: authDb, prefix, logger });

  const accountOf = (userId: number): Promise<AuthAccount | undefined> =>
    authDb('users')
      .where({ id: userId })
      .first('current_plan', 'subscription_status', 'subscription_period_end', 'scheduled_plan');

  async function planEventCounts(userId: number): Promise<PlanEventCounts> {
    const rows: { id: string; published_at: Date | null }[] = await knex('outbox')
      .where({ type: 'billing.plan.changed.v1', aggregate_id: String(userId) })
      .select('id', 'published_at');
    const applied = await authDb('processed_events')
      .where({ consumer: PLAN_CONSUMER })
      .whereIn(
        'event_id',
        rows.map((row) => row.id),
      )
      .count({ n: '*' });
    return {
      recorded: rows.length,
      published: rows.filter((row) => row.published_at !== null).length,
      appliedByAuth: Number(applied[0]!.n),
    };
  }

  return {
    authDb,
    accountOf,
    planEventCounts,
    async newAuthUser() {
      const username = `auth${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const [row] = await authDb('users')
        .insert({
          username,
          username_key: usernameKey(username),
          email: `${username}@example.com`,
          password_hash: 'not-used-here',
        })
        .returning('id');
      return (row as { id: number }).id;
    },
    waitForPlan: (userId, plan) =>
      waitFor(`${plan} on the account of user ${userId}`, async () => {
        const [account, counts] = await Promise.all([accountOf(userId), planEventCounts(userId)]);
        return account?.current_plan === plan && counts.published === counts.recorded && account;
      }),
    waitForAllApplied: (userId) =>
      waitFor(`every plan event of user ${userId} applied by auth`, async () => {
        const counts = await planEventCounts(userId);
        const applied = counts.recorded > 0 && counts.appliedByAuth === counts.recorded;
        return applied && (await accountOf(userId));
      }),
    async stop() {
      await consumer.stop();
      await relay.stop();
      await nc.close();
      await authDb.destroy();
    },
  };
}
