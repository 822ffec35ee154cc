// The soak's platform: started the way `npm start` starts it (services built on Node 24, the runner
// supervising and restarting what crashes) but on a Postgres and a NATS of the soak's own, which it
// shuts down and kills as faults (never the machine's shared servers), with its own ports and data
// folder, two realtime replicas behind the gateway, and the per-IP limits raised for loopback (every
// visitor of a soak comes from 127.0.0.1) while every other limit keeps its default.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  createOutput,
  ensureNatsServerBinary,
  readPlatformState,
  startPlatform,
  testPlatformEnv,
  type Platform,
} from '@groupmap/scripts';
import {
  startNatsProcess,
  startPostgresProcess,
  type NatsProcess,
  type PostgresProcess,
} from '@groupmap/svc-kit/testing';

const ROOT = resolve(__dirname, '..', '..');

/**
 * Per-IP limits, raised because every driver shares 127.0.0.1 (as the e2e run raises them). The
 * per-session and per-map limits keep their defaults. Written in the README.
 */
export const SOAK_LOOPBACK_LIMITS = {
  LOCATION_WRITE_IP_RATE_LIMIT: '100000',
  SESSION_CREATE_IP_RATE_LIMIT: '100000',
  REGISTER_IP_RATE_LIMIT: '1000',
  LOGIN_IP_RATE_LIMIT: '1000',
  MAP_PASSWORD_IP_RATE_LIMIT: '10000',
  EXPORT_IP_RATE_LIMIT: '10000',
  REPORT_IP_RATE_LIMIT: '10000',
  GEOCODE_IP_RATE_LIMIT: '100000',
  LIVE_IP_SOCKET_LIMIT: '20000',
  LIVE_COOKIELESS_IP_SOCKET_LIMIT: '20000',
};

/** Limits are settings ending so (LOCATION_WRITE_SESSION_RATE_LIMIT, LIVE_IP_SOCKET_LIMIT...). */
const LIMIT_SETTING = /_LIMIT$/;

/**
 * The services take their settings from this process's environment: the loopback limits are set
 * there and any other limit a caller's environment holds (`npm test` raises the e2e run's) is
 * removed, so every other limit is at its default.
 */
function useSoakLimits() {
  for (const key of Object.keys(process.env))
    if (LIMIT_SETTING.test(key) && !(key in SOAK_LOOPBACK_LIMITS)) delete process.env[key];
  Object.assign(process.env, SOAK_LOOPBACK_LIMITS);
}

export interface SoakPlatform {
  gatewayUrl: string;
  dataDir: string;
  databaseUrl: string;
  postgres: PostgresProcess;
  nats: NatsProcess;
  /** The current pid of a process the runner started (restarts change it), by name. */
  pidOf(name: string): number | undefined;
  /** The product's processes now: gateway and services by name, with their pids and ports. */
  productProcesses(): Array<{ name: string; pid: number; port: number }>;
  stop(): Promise<void>;
}

/** Services and the gateway: what the memory checks and the report follow. */
const PRODUCT = /^(gateway|auth|maps|realtime(-\d+)?|billing)$/;

export async function startSoakPlatform(write: (line: string) => void): Promise<SoakPlatform> {
  const runId = `soak${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  process.env.NATS_SERVER_BIN ??= await ensureNatsServerBinary(createOutput({ names: ['soak'], write }));
  write('[soak] starting its own Postgres and NATS…\n');
  const [postgresStarted, natsStarted] = await Promise.allSettled([
    startPostgresProcess(),
    startNatsProcess(),
  ]);
  if (postgresStarted.status === 'rejected' || natsStarted.status === 'rejected') {
    // The one that did start must not outlive the soak (a NATS left running after a failed initdb).
    await Promise.all(
      [postgresStarted, natsStarted].map((started) =>
        started.status === 'fulfilled' ? started.value.dispose() : undefined,
      ),
    );
    throw postgresStarted.status === 'rejected'
      ? postgresStarted.reason
      : (natsStarted as PromiseRejectedResult).reason;
  }
  const [postgres, nats] = [postgresStarted.value, natsStarted.value];
  const databaseUrl = `${postgres.url.replace(/\/postgres$/, '')}/groupmap_soak`;
  const env: Record<string, string> = {
    ...testPlatformEnv(runId),
    GROUPMAP_DATA_DIR: join(ROOT, 'soak', '.tmp', runId),
    // Built on Node 24, as `npm start` runs it, unless the caller chose otherwise.
    GROUPMAP_RUNTIME: process.env.GROUPMAP_RUNTIME ?? 'built',
    DATABASE_URL: databaseUrl,
    NATS_URL: nats.url,
    REALTIME_REPLICAS: '2',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  useSoakLimits();
  let platform: Platform;
  try {
    platform = await startPlatform({ env: { ...process.env, ...env }, write });
  } catch (error) {
    await Promise.all([postgres.dispose(), nats.dispose()]);
    throw error;
  }
  const processes = () => readPlatformState(platform.dataDir)?.processes ?? [];
  return {
    gatewayUrl: platform.gatewayUrl,
    dataDir: platform.dataDir,
    databaseUrl,
    postgres,
    nats,
    pidOf: (name) => processes().find((entry) => entry.name === name)?.pid,
    productProcesses: () =>
      processes()
        .filter((entry) => PRODUCT.test(entry.name) && entry.pid !== undefined)
        .map((entry) => ({ name: entry.name, pid: entry.pid!, port: entry.port! })),
    async stop() {
      try {
        // A fault may have left a server down: the services stop cleanly with both up.
        if (!nats.running) await nats.start().catch(() => undefined);
        if (!postgres.running) await postgres.start().catch(() => undefined);
        await platform.stop();
      } finally {
        await Promise.all([postgres.dispose(), nats.dispose()]);
        rmSync(env.GROUPMAP_DATA_DIR!, { recursive: true, force: true });
      }
    },
  };
}
