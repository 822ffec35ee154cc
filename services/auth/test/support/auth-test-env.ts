import {
  createSessionReplySchema,
  resolveSessionReplySchema,
  type ResolvedSession,
} from '@groupmap/contracts';
import {
  createDb,
  createLogger,
  hashSessionSecret,
  migrateSchema,
  newSessionSecret,
  requestRpc,
  type RpcResponder,
} from '@groupmap/svc-kit';
import { mintTestIdentity, TEST_CONTRIBUTOR_EMAIL_KEY, testIdentityKeys } from '@groupmap/svc-kit/testing';
import type { Express } from 'express';
import type { Knex } from 'knex';
import { connect, type NatsConnection } from 'nats';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createApp } from '../../src/app';
import { loadAuthConfig, type AuthConfig } from '../../src/config';
import { createPasswordHasher } from '../../src/domain/password-hasher';
import { createAuthRateLimiters } from '../../src/rate-limits';
import { startAuthResponders } from '../../src/rpc/auth-responders';
import { SCHEMA } from '../../src/schema';

export const MIGRATIONS = path.join(__dirname, '../../migrations');

/** Small limits, so the tests reach them in a few requests; per-IP ones ten times their finer ones. */
export const TEST_LIMITS = {
  LOGIN_ACCOUNT_IP_RATE_LIMIT: '3',
  LOGIN_ACCOUNT_IP_RATE_WINDOW_SECONDS: '120',
  LOGIN_ACCOUNT_RATE_LIMIT: '5',
  LOGIN_ACCOUNT_RATE_WINDOW_SECONDS: '120',
  LOGIN_ACCOUNT_DELAY_MS: '400',
  LOGIN_IP_RATE_LIMIT: '30',
  LOGIN_IP_RATE_WINDOW_SECONDS: '300',
  REGISTER_SESSION_RATE_LIMIT: '2',
  REGISTER_IP_RATE_LIMIT: '20',
  REGISTER_RATE_WINDOW_SECONDS: '60',
  FEEDBACK_SESSION_RATE_LIMIT: '2',
  FEEDBACK_IP_RATE_LIMIT: '20',
  FEEDBACK_RATE_WINDOW_SECONDS: '600',
  SESSION_CREATE_IP_RATE_LIMIT: '3',
  SESSION_CREATE_IP_RATE_WINDOW_SECONDS: '600',
};

/**
 * The auth configuration of a test: the test run's NATS prefix, small rate limits and the contributor
 * e-mail key maps' tests use too.
 */
export function testAuthConfig(overrides: Record<string, string> = {}): AuthConfig {
  return loadAuthConfig({
    IDENTITY_PUBLIC_KEY: testIdentityKeys.publicKey,
    CONTRIBUTOR_EMAIL_KEY: TEST_CONTRIBUTOR_EMAIL_KEY,
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    NATS_URL: process.env.NATS_URL,
    EVENTS_PREFIX: process.env.EVENTS_PREFIX,
    LOG_LEVEL: 'silent',
    ...TEST_LIMITS,
    ...overrides,
  });
}

export interface AuthTestEnv {
  knex: Knex;
  nc: NatsConnection;
  config: AuthConfig;
  app: Express;
  /** A visitor session made the way the gateway makes one (`auth.session.create`). */
  newVisitor(): Promise<Visitor>;
  /** What `auth.session.resolve` answers for a cookie secret. */
  resolve(secret: string): Promise<ResolvedSession | null>;
  close(): Promise<void>;
}

export interface Visitor {
  secret: string;
  publicId: string;
  /** A client IP of its own, so rate limits of other tests never reach it. */
  ip: string;
  /** The identity token the gateway would forward for this visitor (signed in as `user` if given). */
  identity(user?: { id: number; username: string }): string;
}

/**
 * A client IP no other visitor uses: random in the IPv6 documentation range, since the rate-limit
 * counters of every test file of the run share one database. Its /64 is random too: limits key IPv6
 * clients by their /64.
 */
export function uniqueIp(): string {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g)!;
  return `2001:db8:${groups.join(':')}::1`;
}

/** Starts what auth's component tests need: its migrated schema, NATS, its responders and its app. */
export async function startAuthTestEnv(overrides: Record<string, string> = {}): Promise<AuthTestEnv> {
  const config = testAuthConfig(overrides);
  const logger = createLogger({ name: 'auth-test', level: 'silent' });
  const knex = createDb({ url: config.DATABASE_URL, schema: SCHEMA, logger });
  await migrateSchema(knex, { schema: SCHEMA, directory: MIGRATIONS });
  const nc = await connect({ servers: config.NATS_URL });
  const prefix = config.EVENTS_PREFIX;
  const responders: RpcResponder = await startAuthResponders({
    nc,
    knex,
    prefix,
    logger,
    sessionCreateLimit: createAuthRateLimiters(knex, config).sessionCreateIp,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  const hasher = createPasswordHasher({ concurrency: config.PASSWORD_HASH_CONCURRENCY });
  const app = createApp({
    logger,
    knex,
    nc,
    identityPublicKey: testIdentityKeys.publicKey,
    config,
    hasher,
  });

  const resolve = async (secret: string) =>
    (
      await requestRpc({
        nc,
        prefix,
        name: 'auth.session.resolve',
        body: { secretHash: hashSessionSecret(secret) },
        reply: resolveSessionReplySchema,
      })
    ).session;

  const newVisitor = async (): Promise<Visitor> => {
    const secret = newSessionSecret();
    const ip = uniqueIp();
    const { session } = await requestRpc({
      nc,
      prefix,
      name: 'auth.session.create',
      body: { secretHash: hashSessionSecret(secret), ip },
      reply: createSessionReplySchema,
    });
    if (!session) throw new Error('auth refused a session to a fresh IP');
    return visitorOf({ secret, publicId: session.publicId }, ip);
  };

  return {
    knex,
    nc,
    config,
    app,
    newVisitor,
    resolve,
    close: async () => {
      await responders.stop();
      await nc.close();
      await knex.destroy();
    },
  };
}

/** The visitor holding `session` (say, the new one a logout handed over), from `ip`. */
export function visitorOf(session: { secret: string; publicId: string }, ip = uniqueIp()): Visitor {
  return {
    ...session,
    ip,
    identity: (user) =>
      mintTestIdentity({
        sessionId: session.publicId,
        ip,
        userId: user?.id ?? null,
        username: user?.username ?? null,
      }),
  };
}

/** A username no other test uses (usernames are unique in the run's database). */
export function uniqueName(stem = 'user'): string {
  return `${stem}-${randomBytes(8).toString('hex')}`;
}
