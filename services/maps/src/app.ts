import { createServiceApp, natsCheck, postgresCheck, type Logger } from '@groupmap/svc-kit';
import { SERVICE } from './schema';
import type { Express } from 'express';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { MapsConfig } from './config';
import { createMapLogos } from './domain/map-logos';
import { createPasswordCipher } from './domain/password-cipher';
import { logoRouter, type LogoStorage } from './logos';
import { createMapsRateLimiters } from './rate-limits';
import { mapRoutes } from './routes/map-routes';

export interface AppDeps {
  logger: Logger;
  knex: Knex;
  nc: NatsConnection;
  identityPublicKey: string;
  config: MapsConfig;
  /** The logo bucket (createLogoStorage). */
  storage: LogoStorage;
  /** The time now (default: the system clock); tests pass a fake one to move past grant expiries. */
  clock?: () => Date;
}

/** The maps service's HTTP app (never listens: index.ts does, tests use supertest). */
export function createApp({
  logger,
  knex,
  nc,
  identityPublicKey,
  config,
  storage,
  clock = () => new Date(),
}: AppDeps): Express {
  const limits = createMapsRateLimiters(knex, config);
  const maps = mapRoutes({
    knex,
    logos: createMapLogos({ knex, storage }),
    cipher: createPasswordCipher(config.MAP_PASSWORD_KEY),
    limits,
    clock,
    grantTtlDays: config.MAP_GRANT_TTL_DAYS,
  });
  const logos = logoRouter({
    knex,
    storage,
    logger,
    limits,
    decodeConcurrency: config.LOGO_DECODE_CONCURRENCY,
  });
  return createServiceApp({
    service: SERVICE,
    logger,
    identityPublicKey,
    checks: { postgres: postgresCheck(knex), nats: natsCheck(nc) },
    api: [maps, logos],
  });
}
