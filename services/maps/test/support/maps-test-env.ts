import { mapAccessCheckReplySchema, type PlanId } from '@groupmap/contracts';
import {
  createDb,
  createLogger,
  IDENTITY_HEADER,
  migrateSchema,
  requestRpc,
  type Logger,
} from '@groupmap/svc-kit';
import { mintTestIdentity, TEST_CONTRIBUTOR_EMAIL_KEY, testIdentityKeys } from '@groupmap/svc-kit/testing';
import type { Express } from 'express';
import type { Knex } from 'knex';
import { connect, type NatsConnection } from 'nats';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { createEmailSeal } from '../../src/domain/email-seal';
import { sendDueEditLinks } from '../../src/domain/send-edit-links';
import { createApp } from '../../src/app';
import { loadMapsConfig, type MapsConfig } from '../../src/config';
import { applyPlanChange } from '../../src/db/plan-repository';
import type { LogoStorage } from '../../src/logos';
import type { Geocoder } from '../../src/geocoding/geocoder';
import { createGazetteerGeocoder } from '../../src/geocoding/gazetteer/gazetteer-geocoder';
import { startImportWorker, type ImportWorker } from '../../src/import/import-worker';
import { createImportParser, type ImportParser } from '../../src/import/parsing/import-parser';
import { SCHEMA } from '../../src/schema';
import { fakeGeocoder } from './fake-geocoder';
import { checkLocationCountsKept } from './location-counts';

export const MIGRATIONS = path.join(__dirname, '../../migrations');

/**
 * The maps configuration of a test: the run's database and NATS, fixed keys (the contributor e-mail
 * key auth's tests use too), small password limits.
 */
export function testMapsConfig(overrides: Record<string, string> = {}): MapsConfig {
  return loadMapsConfig({
    IDENTITY_PUBLIC_KEY: testIdentityKeys.publicKey,
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    NATS_URL: process.env.NATS_URL,
    EVENTS_PREFIX: process.env.EVENTS_PREFIX,
    LOG_LEVEL: 'silent',
    MAP_PASSWORD_KEY: 'maps-test-password-key-0123456789abcdef',
    CONTRIBUTOR_EMAIL_KEY: TEST_CONTRIBUTOR_EMAIL_KEY,
    MAP_PASSWORD_SESSION_RATE_LIMIT: '5',
    MAP_PASSWORD_IP_RATE_LIMIT: '8',
    MAP_PASSWORD_MAP_RATE_LIMIT: '12',
    MAP_PASSWORD_RATE_WINDOW_SECONDS: '600',
    // Every logo test uploads from 127.0.0.1; the upload limits have their own test with small ones.
    LOGO_UPLOAD_USER_RATE_LIMIT: '100',
    LOGO_UPLOAD_IP_RATE_LIMIT: '1000',
    ...overrides,
  });
}

/**
 * An in-memory logo bucket: the map routes only remove objects, the upload routes have their own
 * tests against an S3 server. `issue` records an upload the way POST /api/upload/logo does.
 */
export function testLogoStorage(knex: Knex) {
  const removed: string[] = [];
  const storage: LogoStorage = {
    bucket: 'test-logos',
    ensureBucket: async () => undefined,
    put: async () => undefined,
    get: async () => null,
    remove: async (key) => {
      removed.push(key);
    },
  };
  return {
    storage,
    /** The logoUrls whose objects were removed. */
    removed: () => removed.map((key) => `/api/logos/${key}`),
    /** A logoUrl of an upload by `userId`. */
    issue: async (userId: number) => {
      const key = `${randomUUID()}.png`;
      await knex('logo_uploads').insert({ key, user_id: userId, content_type: 'image/png' });
      return `/api/logos/${key}`;
    },
    /** The map an upload is attached to, or null. */
    attachedMap: async (logoUrl: string) => {
      const row = (await knex('logo_uploads')
        .where({ key: logoUrl.slice('/api/logos/'.length) })
        .first('attached_map_id')) as { attached_map_id: number | null } | undefined;
      return row?.attached_map_id ?? null;
    },
  };
}

export interface MapsTestEnv {
  knex: Knex;
  nc: NatsConnection;
  logger: Logger;
  config: MapsConfig;
  app: Express;
  logos: ReturnType<typeof testLogoStorage>;
  /** The addresses the app asked its geocoder (the fake one unless a test gave its own). */
  geocodeQueries: string[];
  /** The import worker, when the test asked for one (`imports: true`). */
  importWorker: ImportWorker | null;
  /** Called each time the parsing process starts on an uploaded file (tests wait for it). */
  onParseStarted: (listener: () => void) => void;
  /** The accounts whose e-mail counts as verified (what auth's `auth.user.get` would answer). */
  verifiedUsers: Set<number>;
  /** The edit-link mails handed to auth (issue 26), by `sendEditLinks`. */
  editLinkMails: { to: string; token: string }[];
  /** Sends what "Send me a link" requests are due (the service's sender job does it after the answer). */
  sendEditLinks(): Promise<number>;
  /** Makes handing mails to auth fail (auth down) until called with false. */
  failEditLinkMails(fail: boolean): void;
  close(): Promise<void>;
}

/**
 * The import parser of the configuration, telling `listeners` as its process starts on a file, and
 * starting that process at once when `warm`.
 */
function testImportParser(
  config: MapsConfig,
  logger: Logger,
  { listeners, warm }: { listeners: (() => void)[]; warm: boolean },
): ImportParser {
  return createImportParser({
    workers: config.IMPORT_PARSE_WORKERS,
    timeoutMs: config.IMPORT_PARSE_TIMEOUT_MS,
    heapMb: config.IMPORT_PARSE_HEAP_MB,
    maxWaiting: config.IMPORT_PARSE_QUEUE,
    logger,
    warm,
    onParseStarted: () => listeners.splice(0).forEach((listener) => listener()),
  });
}

/** For an app whose test uploads nothing: starts no parsing process. */
export const unusedImportParser: ImportParser = {
  parse: () => Promise.reject(new Error('this test reads no import files')),
  close: async () => undefined,
};

/**
 * Starts what the map routes need: the migrated schema, NATS and the app, on `clock` when given (a
 * test moving past grant expiries), with the fake geocoder unless `geocoder` is given. A test that
 * imports files (`imports: true`) gets the import worker, and its parsing process started at once.
 */
export async function startMapsTestEnv(
  overrides: Record<string, string> = {},
  { clock, geocoder, imports = false }: { clock?: () => Date; geocoder?: Geocoder; imports?: boolean } = {},
): Promise<MapsTestEnv> {
  const fake = fakeGeocoder();
  const config = testMapsConfig(overrides);
  const logger = createLogger({ name: 'maps-test', level: 'silent' });
  const knex = createDb({ url: config.DATABASE_URL, schema: SCHEMA, logger });
  await migrateSchema(knex, { schema: SCHEMA, directory: MIGRATIONS });
  const nc = await connect({ servers: config.NATS_URL });
  const logos = testLogoStorage(knex);
  const importWorker = imports
    ? startImportWorker({
        knex,
        logger,
        placing: { geocoder: geocoder ?? fake.geocoder, nearest: createGazetteerGeocoder().nearest },
        // Only woken: a commit here wakes it, and a test wakes it for work committed elsewhere.
        pollMs: 60 * 60 * 1000,
      })
    : null;
  const parseListeners: (() => void)[] = [];
  // A test that imports files has its parsing process started now, while the rest is set up.
  const importParser = testImportParser(config, logger, { listeners: parseListeners, warm: imports });
  const verifiedUsers = new Set<number>();
  const editLinkMails: { to: string; token: string }[] = [];
  let mailsFail = false;
  const emailSeal = createEmailSeal(config.MAP_PASSWORD_KEY);
  const app = createApp({
    logger,
    knex,
    nc,
    identityPublicKey: testIdentityKeys.publicKey,
    config,
    storage: logos.storage,
    geocoder: geocoder ?? fake.geocoder,
    clock,
    importWorker: importWorker ?? undefined,
    importParser,
    isEmailVerified: (userId) => Promise.resolve(verifiedUsers.has(userId)),
    emailSeal,
  });
  return {
    knex,
    nc,
    logger,
    config,
    app,
    logos,
    geocodeQueries: fake.queries,
    importWorker,
    onParseStarted: (listener) => parseListeners.push(listener),
    verifiedUsers,
    editLinkMails,
    sendEditLinks: () =>
      sendDueEditLinks(
        {
          knex,
          logger,
          emailSeal,
          mailer: async (mail) => {
            if (mailsFail) throw new Error('auth is not answering');
            editLinkMails.push(mail);
          },
        },
        (clock ?? (() => new Date()))(),
      ),
    failEditLinkMails: (fail) => {
      mailsFail = fail;
    },
    close: async () => {
      await importParser.close();
      await importWorker?.stop();
      await nc.close();
      try {
        await checkLocationCountsKept(knex);
      } finally {
        await knex.destroy();
      }
    },
  };
}

/** A client: a visitor session of its own (and IP), signed in as `userId` when given. */
export interface Client {
  userId: number | null;
  sessionId: string;
  get(path: string): request.Test;
  post(path: string, body?: object): request.Test;
  put(path: string, body: object): request.Test;
  patch(path: string, body: object): request.Test;
  delete(path: string): request.Test;
  /** A multipart POST of one file in `field`. */
  upload(path: string, field: string, bytes: Buffer, fileName: string): request.Test;
  /** A POST of `body` exactly as given, under `contentType` (a broken multipart form, say). */
  postRaw(path: string, contentType: string, body: Buffer): request.Test;
  /** The identity header's value this client sends (for a request made without supertest). */
  identity(): string;
}

/**
 * A client IP no other test uses, in a /64 of its own (IPv6 clients are limited by their /64): the
 * rate-limit counters of every test file share one database.
 */
export const uniqueIp = () => `2001:db8:${randomBytes(12).toString('hex').match(/.{4}/g)!.join(':')}`;

let nextUserId = randomInt(1_000_000, 1_900_000_000);

/** A user id no other test uses (the run's database is shared by the test files). */
export const newUserId = () => nextUserId++;

/** A visitor session's public id no other test uses. */
export const newSessionId = () => `session-${randomBytes(8).toString('hex')}`;

/**
 * A client calling `app` as `userId` (null: signed out) on a visitor session: a new one, or
 * `sessionId` to act on a session another client used (the same browser after signing in).
 */
export function client(
  app: Express,
  userId: number | null = null,
  { ip = uniqueIp(), sessionId = newSessionId() }: { ip?: string; sessionId?: string } = {},
): Client {
  const identity = () =>
    mintTestIdentity({ userId, username: userId ? `user${userId}` : null, sessionId, ip });
  const as = (test: request.Test) => test.set(IDENTITY_HEADER, identity());
  return {
    userId,
    sessionId,
    get: (p) => as(request(app).get(p)),
    post: (p, body) => as(request(app).post(p)).send(body ?? {}),
    put: (p, body) => as(request(app).put(p)).send(body),
    patch: (p, body) => as(request(app).patch(p)).send(body),
    delete: (p) => as(request(app).delete(p)),
    upload: (p, field, bytes, fileName) => as(request(app).post(p)).attach(field, bytes, fileName),
    postRaw: (p, contentType, body) => as(request(app).post(p)).set('Content-Type', contentType).send(body),
    identity,
  };
}

/** A signed-in user on `plan` (set in maps' projection, as the plan consumer would). */
export async function userOn(env: MapsTestEnv, plan: PlanId): Promise<Client> {
  const userId = newUserId();
  if (plan !== 'free') await applyPlanChange(env.knex, userId, plan, 1);
  return client(env.app, userId);
}

/** A permalink no other test uses. */
export const uniquePermalink = (stem = 'map') => `${stem}-${randomBytes(6).toString('hex')}`;

/**
 * What maps answers realtime's `rpc.maps.access.check` for `visitor` (its session and user), the map
 * named by id or (as realtime names it, from the channel URL) by `{ permalink }`.
 */
export function accessCheck(env: MapsTestEnv, map: number | { permalink: string }, visitor: Client) {
  return requestRpc({
    nc: env.nc,
    prefix: env.config.EVENTS_PREFIX,
    name: 'maps.access.check',
    body: {
      ...(typeof map === 'number' ? { mapId: map } : map),
      sessionId: visitor.sessionId,
      userId: visitor.userId,
    },
    reply: mapAccessCheckReplySchema,
  });
}
