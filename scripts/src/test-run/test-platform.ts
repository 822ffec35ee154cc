// A platform for end-to-end tests and benchmarks, started exactly as `npm start` starts it but
// beside a developer's: its own ports, data folder, database and event prefix, torn down after.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connect } from 'nats';
import pg from 'pg';
import { STRIPE_KEYS } from '../runner/billing-checkout';
import { PORT_VARIABLES } from '../runner/config';
import { startPlatform, type Platform } from '../runner/platform';
import { readPlatformState } from '../runner/state-file';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
/** A tile template no request can succeed against (see testPlatformEnv). */
export const DEAD_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

/** Per-IP limits high enough for a whole browser suite from one address. */
const E2E_RATE_LIMITS = {
  REGISTER_IP_RATE_LIMIT: '1000',
  LOGIN_IP_RATE_LIMIT: '1000',
  FEEDBACK_IP_RATE_LIMIT: '1000',
  PASSWORD_RESET_IP_RATE_LIMIT: '1000',
  SUBSCRIBE_IP_RATE_LIMIT: '1000',
  MAP_PASSWORD_IP_RATE_LIMIT: '1000',
  LOGO_UPLOAD_IP_RATE_LIMIT: '1000',
  LOCATION_WRITE_IP_RATE_LIMIT: '10000',
  DEMO_ADDITION_IP_LIMIT: '10000',
  EXPORT_IP_RATE_LIMIT: '10000',
  REPORT_IP_RATE_LIMIT: '10000',
  EXPORT_SESSION_RATE_LIMIT: '10000',
  GEOCODE_IP_RATE_LIMIT: '100000',
  SESSION_CREATE_IP_RATE_LIMIT: '10000',
};

/**
 * Jobs a browser test waits for run every few seconds on a test platform rather than every quarter
 * hour: the account deletion job deletes an account a test moved past its grace period promptly. The
 * grace period itself keeps the product's length (docs/decisions/auth.md, Issue 11).
 */
const E2E_JOB_INTERVALS = {
  ACCOUNT_DELETION_INTERVAL_SECONDS: '2',
};

/**
 * Test platforms always run billing's TEST MODE checkout: the browser tests drive its page, and no
 * test may reach a Stripe account a developer's shell happens to hold keys for. Removing these from
 * the environment (children inherit it) lets the runner set BILLING_TEST_MODE=true and say so.
 */
function forgetBillingCheckoutChoice() {
  for (const key of [...STRIPE_KEYS, 'BILLING_TEST_MODE']) {
    delete process.env[key];
    delete process.env[`${key}_FILE`];
  }
}

/**
 * Test platforms always run maildev: the browser tests read the mails the platform sent from its
 * inbox (e2e/support/mail-inbox.ts), which an SMTP_URL in a developer's shell would take away.
 */
function forgetSmtpServerChoice() {
  delete process.env.SMTP_URL;
  delete process.env.SMTP_URL_FILE;
}

export interface TestPlatform extends Platform {
  /** The environment the platform was started with (ports, data folder, database, prefix). */
  env: Record<string, string>;
}

/**
 * The environment of a test platform: a fresh data folder, database and prefix, and every port 0
 * (metrics and an embedded S3 server included), which the runner turns into free ones: a test
 * platform runs beside `npm start` or any other. Tests find the ports chosen in the state file.
 */
export function testPlatformEnv(runId = `e${Date.now().toString(36)}${randomBytes(2).toString('hex')}`) {
  const env: Record<string, string> = {
    GROUPMAP_DATA_DIR: join(REPO_ROOT, 'e2e', '.tmp', runId),
    GROUPMAP_DB_NAME: `groupmap_${runId}`,
    EVENTS_PREFIX: runId,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Tests never leave the machine: map tiles point at a local port nothing listens on (9,
    // "discard"), so the browser's tile requests fail at once instead of reaching a tile server.
    TILE_URL: DEAD_TILE_URL,
    // From source, as before issue 27: no bundles to build per run; npm start's built runtime has its
    // own checks (the build's integration test, the live benchmark, the container images).
    GROUPMAP_RUNTIME: process.env.GROUPMAP_RUNTIME ?? 'source',
  };
  for (const [key] of Object.values(PORT_VARIABLES)) env[key] = '0';
  // An S3 server the runner starts itself (none answers on the standard port) takes a free port too.
  env.GROUPMAP_S3_PORT = '0';
  return env;
}

async function dropDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function deleteStreams(natsUrl: string, prefix: string) {
  const nc = await connect({ servers: natsUrl, timeout: 3000 });
  try {
    const jsm = await nc.jetstreamManager();
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(`${prefix.toUpperCase()}_`))
        await jsm.streams.delete(stream.config.name);
    }
  } finally {
    await nc.close();
  }
}

/**
 * Starts a test platform (frontends are built first when stale unless `build: false`). Its stop()
 * also drops the database and the event streams it used and removes its data folder, when the
 * Postgres and NATS it used outlive it (the local ones do; embedded ones go with their folder).
 */
export async function startTestPlatform(options: { build?: boolean; write?: (text: string) => void } = {}) {
  const env = testPlatformEnv();
  // Every browser test comes from 127.0.0.1, so the per-IP limits of a production default would
  // throttle the suite itself. The services inherit this process's environment; the limits
  // themselves are tested in the auth service's integration tests with small windows.
  Object.assign(process.env, E2E_RATE_LIMITS, E2E_JOB_INTERVALS);
  forgetBillingCheckoutChoice();
  forgetSmtpServerChoice();
  const platform = await startPlatform({
    env: { ...process.env, ...env },
    build: options.build,
    write: options.write,
  });
  const state = readPlatformState(platform.dataDir);
  const stop = async () => {
    await platform.stop();
    if (state?.databaseUrl && !state.embeddedPostgres)
      await dropDatabase(state.databaseUrl).catch(() => undefined);
    if (state?.natsUrl) await deleteStreams(state.natsUrl, env.EVENTS_PREFIX!).catch(() => undefined);
    rmSync(env.GROUPMAP_DATA_DIR!, { recursive: true, force: true });
  };
  return { ...platform, env, stop } satisfies TestPlatform;
}
