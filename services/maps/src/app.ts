import { createServiceApp, natsCheck, postgresCheck, type Logger } from '@groupmap/svc-kit';
import { SERVICE } from './schema';
import type { Express } from 'express';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { MapsConfig } from './config';
import { createMapLogos } from './domain/map-logos';
import { createPasswordCipher } from './domain/password-cipher';
import type { LogoStorage } from './logos';
import { logoRoutes } from './routes/logo-routes';
import { createMapsRateLimiters } from './rate-limits';
import { geocodeRoutes } from './routes/geocode-routes';
import type { Geocoder } from './geocoding/geocoder';
import { LocationListCache } from './domain/location-list-cache';
import { locationRoutes } from './routes/location-routes';
import { contributorRoutes } from './routes/contributor-routes';
import { historyRoutes } from './routes/history-routes';
import { reportRoutes } from './routes/report-routes';
import { editLinkRoutes } from './routes/edit-link-routes';
import { createEmailSeal, type EmailSeal } from './domain/email-seal';
import { reviewRoutes } from './routes/review-routes';
import { authEmailVerifiedReader } from './rpc/auth-email-verified';
import { pseudonymKeyFrom } from './domain/contributor-pseudonym';
import { accountDataRoutes } from './routes/account-data-routes';
import type { ImportParser } from './import/parsing/import-parser';
import { importRoutes } from './routes/import-routes';
import { mapExportRoutes } from './routes/map-export-routes';
import { mapRoutes } from './routes/map-routes';

export interface AppDeps {
  logger: Logger;
  knex: Knex;
  nc: NatsConnection;
  identityPublicKey: string;
  config: MapsConfig;
  /** The logo bucket (createLogoStorage). */
  storage: LogoStorage;
  /** Resolves addresses: the /api/geocode route and the locations' address check. */
  geocoder: Geocoder;
  /** The time now (default: the system clock); tests pass a fake one to move past grant expiries. */
  clock?: () => Date;
  /** This replica's import worker, woken when an import is committed (without one, another replica's finds it). */
  importWorker?: { wake(): void };
  /** Reads import files in child processes (createImportParser); the composition root closes it. */
  importParser: ImportParser;
  /** Whether an account's e-mail is verified (issue 25's reports); auth's `auth.user.get` by default. */
  isEmailVerified?: (userId: number) => Promise<boolean>;
  /** Seals contributors' addresses (issue 26); made from MAP_PASSWORD_KEY when not given. */
  emailSeal?: EmailSeal;
  /** This replica's edit link sender, woken after each "Send me a link" (without one, its next tick sends). */
  editLinkSender?: { wake(): void };
}

const MEGABYTE = 1024 * 1024;

/** The maps service's HTTP app (never listens: index.ts does, tests use supertest). */
export function createApp({
  logger,
  knex,
  nc,
  identityPublicKey,
  config,
  storage,
  geocoder,
  clock = () => new Date(),
  importWorker,
  importParser,
  isEmailVerified = authEmailVerifiedReader({ nc, prefix: config.EVENTS_PREFIX, logger }),
  emailSeal = createEmailSeal(config.MAP_PASSWORD_KEY),
  editLinkSender,
}: AppDeps): Express {
  const limits = createMapsRateLimiters(knex, config, logger);
  const pseudonymKey = pseudonymKeyFrom(config.MAP_PASSWORD_KEY);
  const routeDeps = {
    knex,
    logos: createMapLogos({ knex, storage }),
    cipher: createPasswordCipher(config.MAP_PASSWORD_KEY),
    limits,
    clock,
    grantTtlDays: config.MAP_GRANT_TTL_DAYS,
  };
  const maps = mapRoutes({
    ...routeDeps,
    passwordWindowSeconds: config.MAP_PASSWORD_RATE_WINDOW_SECONDS,
    logger,
  });
  const locations = locationRoutes({
    ...routeDeps,
    geocoder,
    claimWindowHours: config.LOCATION_CLAIM_WINDOW_HOURS,
    listCache: new LocationListCache(config.LOCATION_LIST_CACHE_MB * MEGABYTE),
  });
  const logos = logoRoutes({
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
    api: [
      editLinkRoutes({
        knex,
        clock,
        limits,
        emailSeal,
        emailKeySecret: config.CONTRIBUTOR_EMAIL_KEY,
        wakeSender: () => editLinkSender?.wake(),
      }),
      accountDataRoutes({ knex, emailSeal }),
      mapExportRoutes({ knex, clock, limits }),
      importRoutes({ knex, limits, parser: importParser, wakeWorker: () => importWorker?.wake() }),
      reviewRoutes({ knex, clock, pseudonymKey }),
      contributorRoutes({ knex, clock, pseudonymKey }),
      historyRoutes({ knex, clock, pseudonymKey }),
      reportRoutes({ knex, clock, pseudonymKey, limits, isEmailVerified }),
      locations,
      maps,
      logos,
      geocodeRoutes({ geocoder }),
    ],
  });
}
