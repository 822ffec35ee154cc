// A throwaway environment for the five services on the machine's Postgres and NATS: a database of
// its own (dropped afterwards, with the NATS streams of its event prefix), an s3rver in a temp dir for
// maps' logos, a fresh identity key pair, and the environment each service gets (the keys the
// runner's serviceEnv and gatewayPlan set, test values for the secrets).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import pg from 'pg';
import S3rver from 's3rver';
import { isMigrated, type BuiltServiceName } from './service-process';

/** s3rver accepts only its built-in key pair. */
const S3RVER_KEY = 'S3RVER';

export interface ThrowawayEnvOptions {
  /** A database URL with the right to create databases (its own database is not touched). */
  adminDatabaseUrl: string;
  /** Created here, dropped by close(). */
  dbName: string;
  natsUrl: string;
  /** NATS subjects and streams start with it (EVENTS_PREFIX). */
  eventsPrefix: string;
}

export interface ThrowawayEnv {
  databaseUrl: string;
  /** The environment of `name`; the gateway's needs its upstreams' URLs. */
  envFor(
    name: BuiltServiceName,
    upstreams?: Partial<Record<BuiltServiceName, string>>,
  ): Record<string, string>;
  close(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The JetStream streams the services created under `eventsPrefix` (`<PREFIX>_AUTH`, ...). */
async function deleteStreams(natsUrl: string, eventsPrefix: string): Promise<void> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(`${eventsPrefix.toUpperCase()}_`))
        await jsm.streams.delete(stream.config.name);
    }
  } finally {
    await nc.close();
  }
}

export async function startThrowawayEnv({
  adminDatabaseUrl,
  dbName,
  natsUrl,
  eventsPrefix,
}: ThrowawayEnvOptions): Promise<ThrowawayEnv> {
  await adminQuery(adminDatabaseUrl, `CREATE DATABASE "${dbName}"`);
  const databaseUrl = Object.assign(new URL(adminDatabaseUrl), { pathname: `/${dbName}` }).toString();
  const s3Dir = mkdtempSync(join(tmpdir(), 'groupmap-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
  const { port: s3Port } = await s3.run();
  const keys = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const publicOrigin = 'http://localhost:8080';
  const common: Record<string, string> = {
    NATS_URL: natsUrl,
    EVENTS_PREFIX: eventsPrefix,
    PUBLIC_ORIGIN: publicOrigin,
    IDENTITY_PUBLIC_KEY: keys.publicKey,
    LOG_LEVEL: 'info',
  };
  // One for auth and maps: auth publishes the e-mail hashes maps keeps (issue 26).
  const contributorEmailKey = randomBytes(32).toString('hex');
  const own: Record<Exclude<BuiltServiceName, 'gateway'>, Record<string, string>> = {
    auth: { CONTRIBUTOR_EMAIL_KEY: contributorEmailKey },
    maps: {
      MAP_PASSWORD_KEY: randomBytes(32).toString('hex'),
      CONTRIBUTOR_EMAIL_KEY: contributorEmailKey,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY: S3RVER_KEY,
      S3_SECRET_KEY: S3RVER_KEY,
      S3_BUCKET: 'logos',
    },
    realtime: {},
    // What `npm start` runs billing with (runner: billing-checkout.ts): no Stripe keys needed.
    billing: { BILLING_TEST_MODE: 'true' },
  };

  return {
    databaseUrl,
    envFor(name, upstreams = {}) {
      // Realtime keeps nothing in Postgres: it gets no DATABASE_URL, and starts without one.
      if (name !== 'gateway') {
        const database: Record<string, string> = isMigrated(name) ? { DATABASE_URL: databaseUrl } : {};
        return { ...common, ...database, ...own[name] };
      }
      const upstream = (service: BuiltServiceName) => upstreams[service] ?? 'http://127.0.0.1:9';
      return {
        NATS_URL: natsUrl,
        EVENTS_PREFIX: eventsPrefix,
        PUBLIC_ORIGIN: publicOrigin,
        IDENTITY_PRIVATE_KEY: keys.privateKey,
        CSRF_SECRET: randomBytes(32).toString('hex'),
        AUTH_URL: upstream('auth'),
        MAPS_URL: upstream('maps'),
        REALTIME_URL: upstream('realtime'),
        BILLING_URL: upstream('billing'),
        // A free port: the default (9464) may be held by a platform `npm start` runs beside it.
        METRICS_PORT: '0',
        LOG_LEVEL: 'info',
      };
    },
    async close() {
      const closing = s3.close();
      s3.httpServer?.closeAllConnections();
      await closing;
      rmSync(s3Dir, { recursive: true, force: true });
      await adminQuery(adminDatabaseUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await deleteStreams(natsUrl, eventsPrefix);
    },
  };
}
