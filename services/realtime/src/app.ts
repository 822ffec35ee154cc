import { createServiceApp, natsCheck, type Logger } from '@groupmap/svc-kit';
import type { Express } from 'express';
import type { NatsConnection } from 'nats';
import { SERVICE } from './service';

export interface AppDeps {
  logger: Logger;
  nc: NatsConnection;
  identityPublicKey: string;
}

/**
 * The realtime service's HTTP app (never listens: index.ts does, tests use supertest). Its readiness
 * is NATS alone: it keeps nothing in Postgres.
 */
export function createApp({ logger, nc, identityPublicKey }: AppDeps): Express {
  return createServiceApp({
    service: SERVICE,
    logger,
    identityPublicKey,
    checks: { nats: natsCheck(nc) },
  });
}
