// What the runner starts and how: the four services, a static server per built frontend, and the
// gateway (built on Node 24, or from source under tsx: runtime.ts), with the environment each needs
// (docs/interfaces.md). maildev's is in maildev.ts.
import { join } from 'node:path';
import {
  DEPLOYABLES,
  deployable,
  SCHEMA_SERVICE_NAMES,
  UPSTREAM_SERVICE_NAMES,
  type UpstreamServiceName,
} from '@groupmap/contracts';
import type { RunnerConfig } from './config';
import { FRONTENDS, isBuilt } from './frontends';
import { smtpEnv } from './maildev';
import type { ProcessSpec } from './managed-process';
import { realtimeReplicaName } from './realtime-replicas';
import { serviceCommandLine, staticServerCommandLine } from './runtime';
import type { S3Settings } from './s3';

/** The services behind the gateway (contracts' registry), which the runner starts before it. */
export const SERVICES = UPSTREAM_SERVICE_NAMES;
export type ServiceName = UpstreamServiceName;

/**
 * The services that keep data in Postgres, each in a schema of its own that its src/migrate.ts brings
 * up to date before it starts. Realtime keeps none: no DATABASE_URL, no migration.
 */
export const DATABASE_SERVICES = SCHEMA_SERVICE_NAMES;

/** True for a process name of DATABASE_SERVICES. */
export function usesDatabase(name: string): boolean {
  return (DATABASE_SERVICES as readonly string[]).includes(name);
}

/** How to tell that a process is ready. */
export type Readiness = { path: string; anyStatus: boolean };

export interface PlannedProcess {
  spec: ProcessSpec & { port: number };
  readiness: Readiness;
}

export interface Infrastructure {
  databaseUrl: string;
  natsUrl: string;
  s3: S3Settings;
}

/** A service's (or the gateway's) process: Node on its entry, no wrapper in between. */
function serviceCommand(config: RunnerConfig): Pick<ProcessSpec, 'command' | 'args'> {
  return { command: config.runtime.node, args: serviceCommandLine(config.runtime, 'index') };
}

/** The environment a service (and its migration) runs with. */
export function serviceEnv(
  config: RunnerConfig,
  name: ServiceName,
  infra: Infrastructure,
  publicKeyEnv: Record<string, string>,
  secretEnv: ServiceSecretEnv = {},
): Record<string, string> {
  const env: Record<string, string> = {
    PORT: String(config.ports[name]),
    // Loopback only: on a developer's machine nothing but the gateway (itself on loopback unless
    // GATEWAY_HOST says otherwise) talks to a service.
    LISTEN_HOST: config.listenHosts.join(','),
    NATS_URL: infra.natsUrl,
    EVENTS_PREFIX: config.eventsPrefix,
    // The origin browsers use: auth marks its cookies Secure when it is https.
    PUBLIC_ORIGIN: gatewayUrl(config),
    ...publicKeyEnv,
    ...secretEnv[name],
  };
  if (config.logLevel) env.LOG_LEVEL = config.logLevel;
  if (usesDatabase(name)) env.DATABASE_URL = infra.databaseUrl;
  if (name === 'maps') {
    Object.assign(env, {
      S3_ENDPOINT: infra.s3.endpoint,
      S3_ACCESS_KEY: infra.s3.accessKey,
      S3_SECRET_KEY: infra.s3.secretKey,
      S3_BUCKET: infra.s3.bucket,
      S3_REGION: infra.s3.region,
    });
  }
  // Auth sends the mail: to maildev, unless the user named an SMTP server (maildev.ts).
  if (name === 'auth') Object.assign(env, smtpEnv(config));
  // BILLING_TEST_MODE=true unless the user chose billing's checkout themselves (billing-checkout.ts).
  if (name === 'billing') Object.assign(env, config.billingCheckout.env);
  return env;
}

/**
 * Secrets only some services need (e.g. maps' MAP_PASSWORD_KEY; auth's and maps' shared
 * CONTRIBUTOR_EMAIL_KEY), by service.
 */
export type ServiceSecretEnv = Partial<Record<ServiceName, Record<string, string>>>;

export function servicePlan(
  config: RunnerConfig,
  infra: Infrastructure,
  publicKeyEnv: Record<string, string>,
  secretEnv: ServiceSecretEnv = {},
): PlannedProcess[] {
  const plan = (name: ServiceName, processName: string, port: number): PlannedProcess => ({
    spec: {
      name: processName,
      ...serviceCommand(config),
      cwd: join(config.rootDir, deployable(name).dir),
      env: { ...serviceEnv(config, name, infra, publicKeyEnv, secretEnv), PORT: String(port) },
      port,
    },
    readiness: { path: deployable(name).healthPath, anyStatus: false },
  });
  return SERVICES.flatMap((name) => [
    plan(name, name, config.ports[name]),
    // The same realtime again on its own port: the gateway spreads live sockets over them all.
    ...(name === 'realtime'
      ? config.extraRealtimePorts.map((port, index) => plan(name, realtimeReplicaName(index + 1), port))
      : []),
  ]);
}

/** A static server per frontend whose dist/ exists (all of them after a build). */
export function staticPlan(config: RunnerConfig): PlannedProcess[] {
  return FRONTENDS.filter(({ app }) => isBuilt(config.rootDir, app)).map(({ app }) => {
    const port = config.ports[deployable(app).key];
    const command = config.runtime.node;
    const args = staticServerCommandLine(config.runtime, config.rootDir);
    const fallbacks = deployable(app).fallbacks.flatMap((fallback) => ['--fallback', fallback]);
    return {
      spec: {
        name: app,
        command,
        args: [
          ...args,
          ...['--root', join(config.rootDir, app, 'dist'), '--port', String(port)],
          ...config.listenHosts.flatMap((host) => ['--host', host]),
          ...fallbacks,
        ],
        cwd: config.rootDir,
        env: {},
        port,
      },
      // Any HTTP answer means the server listens; a remote's root has no page of its own.
      readiness: { path: '/', anyStatus: true },
    };
  });
}

export function gatewayPlan(
  config: RunnerConfig,
  infra: Infrastructure,
  privateKeyEnv: Record<string, string>,
): PlannedProcess {
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const { ports } = config;
  const env: Record<string, string> = {
    PORT: String(ports.gateway),
    GATEWAY_PORT: String(ports.gateway),
    // The public port on loopback unless the user's GATEWAY_HOST opens it; /metrics always on loopback.
    GATEWAY_HOST: (config.gatewayHosts ?? config.listenHosts).join(','),
    LISTEN_HOST: config.listenHosts.join(','),
    METRICS_PORT: String(ports.gatewayMetrics),
    PUBLIC_ORIGIN: gatewayUrl(config),
    // AUTH_URL, MF_MAP_URL...: every upstream's URL, from the registry.
    ...Object.fromEntries(
      DEPLOYABLES.flatMap((entry) =>
        entry.urlVariable === null ? [] : [[entry.urlVariable, url(ports[entry.key])]],
      ),
    ),
    NATS_URL: infra.natsUrl,
    EVENTS_PREFIX: config.eventsPrefix,
    ...privateKeyEnv,
  };
  // Live sockets taken in turn by every realtime replica; plain HTTP still goes to REALTIME_URL.
  if (config.extraRealtimePorts.length > 0)
    env.REALTIME_URLS = [ports.realtime, ...config.extraRealtimePorts].map(url).join(',');
  if (config.logLevel) env.LOG_LEVEL = config.logLevel;
  return {
    spec: {
      name: 'gateway',
      ...serviceCommand(config),
      cwd: join(config.rootDir, 'services', 'gateway'),
      env,
      port: ports.gateway,
    },
    readiness: { path: '/api/health', anyStatus: false },
  };
}

/** The one public origin, as users type it. */
export function gatewayUrl(config: RunnerConfig): string {
  return `http://localhost:${config.ports.gateway}`;
}
