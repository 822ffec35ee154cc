import { getUserReplySchema, getUserRequestSchema } from '@groupmap/contracts';
import {
  createDb,
  createLogger,
  migrateSchema,
  serveRpc,
  type Logger,
  type RpcResponder,
} from '@groupmap/svc-kit';
import { mintTestIdentity, testIdentityKeys } from '@groupmap/svc-kit/testing';
import type { Express } from 'express';
import type { Knex } from 'knex';
import { connect, type NatsConnection } from 'nats';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createCheckoutProvider } from '../../src/checkout/create-checkout-provider';
import type { BillingRateLimitConfig } from '../../src/rate-limits';
import { SCHEMA } from '../../src/schema';

export interface TestUser {
  id: number;
  username: string;
  email: string;
}

export interface BillingEnv {
  knex: Knex;
  nc: NatsConnection;
  logger: Logger;
  app: Express;
  prefix: string;
  /**
   * A user auth knows (through the fake `auth.user.get` responder): a fresh id unless given, and
   * `<username>@example.com` unless an e-mail is given.
   */
  newUser(options?: { id?: number; email?: string }): TestUser;
  close(): Promise<void>;
}

let nextUserId = 1_000 + Math.floor(Math.random() * 1_000_000);

/** Limits no test file reaches by accident (every test request comes from one IP); rate-limit tests pass small ones. */
export const GENEROUS_RATE_LIMITS: BillingRateLimitConfig = {
  SUBSCRIBE_USER_RATE_LIMIT: 1_000,
  SUBSCRIBE_IP_RATE_LIMIT: 10_000,
  SUBSCRIBE_RATE_WINDOW_SECONDS: 900,
};

/**
 * Billing's component-test world: its migrated schema, NATS, a stand-in for auth answering
 * `auth.user.get` from the users the test made, and the app wired as index.ts wires it with
 * `BILLING_TEST_MODE=true` (the TEST MODE checkout, and with it the demo discount code).
 */
export async function startBillingEnv({
  rateLimits = GENEROUS_RATE_LIMITS,
}: { rateLimits?: BillingRateLimitConfig } = {}): Promise<BillingEnv> {
  const logger = createLogger({ name: 'billing-test', level: 'silent' });
  const knex = createDb({ url: process.env.TEST_DATABASE_URL!, schema: SCHEMA, logger });
  await migrateSchema(knex, { schema: SCHEMA, directory: path.join(__dirname, '../../migrations') });
  const nc = await connect({ servers: process.env.NATS_URL });
  const prefix = process.env.EVENTS_PREFIX ?? '';
  const users = new Map<number, TestUser>();
  const auth: RpcResponder = await serveRpc({
    nc,
    prefix,
    logger,
    name: 'auth.user.get',
    queue: 'auth',
    request: getUserRequestSchema,
    reply: getUserReplySchema,
    handle: async ({ userId }) => ({ user: users.get(userId) ?? null }),
  });
  const provider = await createCheckoutProvider({ BILLING_TEST_MODE: true }, { knex, logger });
  const app = createApp({
    logger,
    knex,
    nc,
    identityPublicKey: testIdentityKeys.publicKey,
    prefix,
    provider,
    rateLimits,
  });
  return {
    knex,
    nc,
    logger,
    app,
    prefix,
    newUser({ id, email } = {}) {
      nextUserId += 1;
      const username = `buyer${nextUserId}`;
      const user = { id: id ?? nextUserId, username, email: email ?? `${username}@example.com` };
      users.set(user.id, user);
      return user;
    },
    async close() {
      await auth.stop();
      await nc.close();
      await knex.destroy();
    },
  };
}

/** Requests as the gateway forwards them for `user` (signed out without one), from 127.0.0.1 unless `ip`. */
export function asUser(app: Express, user?: TestUser, { ip }: { ip?: string } = {}) {
  const identity = mintTestIdentity({
    ...(user && { userId: user.id, username: user.username }),
    ...(ip && { ip }),
  });
  return {
    post: (url: string) => request(app).post(url).set('x-groupmap-identity', identity),
    get: (url: string) => request(app).get(url).set('x-groupmap-identity', identity),
  };
}

/** The `billing.plan.changed.v1` payloads billing recorded for a user, oldest first. */
export function planEventsOf(knex: Knex, userId: number) {
  return knex('outbox')
    .where({ type: 'billing.plan.changed.v1', aggregate_id: String(userId) })
    .orderBy('sequence')
    .pluck('payload');
}

/** The user's subscription row as billing stores it. */
export function subscriptionOf(knex: Knex, userId: number) {
  return knex('subscriptions').where({ user_id: userId }).first();
}
