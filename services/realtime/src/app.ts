import { createServiceApp, natsCheck, postgresCheck, type Logger } from '@groupmap/svc-kit';
import { SERVICE } from './schema';
import type { Express } from 'express';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';

export interface AppDeps {
  logger: Logger;
  knex: Knex;
  nc: NatsConnection;
  identityPublicKey: string;
}

/** The realtime service's HTTP app (never listens: index.ts does, tests use supertest). */
export function createApp({ logger, knex, nc, identityPublicKey }: AppDeps): Express {
  return createServiceApp({
    service: SERVICE,
    logger,
    identityPublicKey,
    checks: { postgres: postgresCheck(knex), nats: natsCheck(nc) },
  });
}
