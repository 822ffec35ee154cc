import { createServiceApp, natsCheck, postgresCheck, type Logger } from '@groupmap/svc-kit';
import type { Express } from 'express';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { AuthConfig } from './config';
import type { PasswordHasher } from './domain/password-hasher';
import { createAuthRateLimiters } from './rate-limits';
import { accountRoutes } from './routes/account-routes';
import { feedbackRoutes } from './routes/feedback-routes';
import { leavingRoutes } from './routes/leaving-routes';
import { passwordRoutes } from './routes/password-routes';
import { profileRoutes } from './routes/profile-routes';
import type { RouteDeps } from './routes/route-deps';
import { sessionRoutes } from './routes/session-routes';
import { userRoutes } from './routes/user-routes';
import { SERVICE } from './schema';

export interface AppDeps {
  logger: Logger;
  knex: Knex;
  nc: NatsConnection;
  identityPublicKey: string;
  config: AuthConfig;
  hasher: PasswordHasher;
  /** The current time for expiring links (verification, reset); tests pass a clock they move. */
  clock?: () => Date;
}

/** The auth service's HTTP app (never listens: index.ts does, tests use supertest). */
export function createApp({
  logger,
  knex,
  nc,
  identityPublicKey,
  config,
  hasher,
  clock = () => new Date(),
}: AppDeps): Express {
  const deps: RouteDeps = {
    knex,
    hasher,
    logger,
    config,
    clock,
    limits: createAuthRateLimiters(knex, config),
  };
  return createServiceApp({
    service: SERVICE,
    logger,
    identityPublicKey,
    checks: { postgres: postgresCheck(knex), nats: natsCheck(nc) },
    api: [
      accountRoutes(deps),
      userRoutes(deps),
      sessionRoutes(),
      feedbackRoutes(deps),
      profileRoutes(deps),
      leavingRoutes(deps),
      passwordRoutes(deps),
    ],
  });
}
