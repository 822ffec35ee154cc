// The runner's configuration, read once from the environment. Every port and URL can be changed,
// so a test run can start a second platform beside a developer's (docs/interfaces.md for defaults).
import { isAbsolute, resolve } from 'node:path';
import { DEPLOYABLES, type DeployableKey } from '@groupmap/contracts';
import { areIpAddresses, loopbackAddresses, parseListenHosts } from '@groupmap/svc-kit/listen-hosts';
import { billingCheckout, type BillingCheckout } from './billing-checkout';
import { readRealtimeReplicas } from './realtime-replicas';
import type { RuntimeSettings } from './runtime';

type Env = Record<string, string | undefined>;

/** `auto`: environment URL, else a local server on the standard port, else embedded. */
export type ProvisionMode = 'auto' | 'embedded';

/** Every deployable's port by its registry key (`auth`, `mfMap`...), and the runner's other ports. */
export type Ports = Record<DeployableKey, number> & {
  /** The gateway's /metrics listener (its METRICS_PORT), apart from the public port. */
  gatewayMetrics: number;
  /** maildev's SMTP port and its web inbox's (run unless SMTP_URL names another server). */
  maildevSmtp: number;
  maildevWeb: number;
};

export interface RunnerConfig {
  rootDir: string;
  dataDir: string;
  dbName: string;
  build: boolean;
  /** Built on Node 24 (`npm start`) or from source under tsx (`npm run dev`, tests): runtime.ts. */
  runtime: RuntimeSettings;
  /** 0 for a port means a free one, picked when the platform starts (resolveFreePorts). */
  ports: Ports;
  /**
   * The ports of the realtime replicas after the first (REALTIME_REPLICAS - 1 of them,
   * realtime-replicas.ts): 0 until the platform starts and picks free ones.
   */
  extraRealtimePorts: number[];
  /** Where every process the runner starts listens: this machine's loopback addresses. */
  listenHosts: string[];
  /** The gateway's public addresses from GATEWAY_HOST; undefined keeps it on loopback like the rest. */
  gatewayHosts: string[] | undefined;
  eventsPrefix: string;
  logLevel: string | undefined;
  readyTimeoutMs: number;
  postgres: { url: string | undefined; mode: ProvisionMode; embeddedPort: number | undefined };
  nats: { url: string | undefined; mode: ProvisionMode; embeddedPort: number | undefined };
  s3: {
    endpoint: string | undefined;
    accessKey: string | undefined;
    secretKey: string | undefined;
    bucket: string;
    region: string;
    mode: ProvisionMode;
    embeddedPort: number | undefined;
  };
  identity: {
    privateKey: string | undefined;
    privateKeyFile: string | undefined;
    publicKey: string | undefined;
    publicKeyFile: string | undefined;
  };
  /** Billing's checkout: TEST MODE set by the runner, or what the user's environment chose. */
  billingCheckout: BillingCheckout;
  /** The user's own SMTP server for auth's mail, if any; else the runner runs maildev (maildev.ts). */
  mail: { smtpUrl: string | undefined; smtpUrlFile: string | undefined };
}

const { gateway, ...BEHIND_GATEWAY } = Object.fromEntries(
  DEPLOYABLES.map((entry) => [entry.key, [entry.portVariable, entry.port]]),
) as Record<DeployableKey, [string, number]>;

/** Environment variable and default port of every process the runner starts (the gateway's first). */
export const PORT_VARIABLES: Record<keyof Ports, [string, number]> = {
  gateway,
  gatewayMetrics: ['GATEWAY_METRICS_PORT', 9464],
  ...BEHIND_GATEWAY,
  // maildev's own names for them, so they mean what maildev's documentation says.
  maildevSmtp: ['MAILDEV_SMTP_PORT', 1025],
  maildevWeb: ['MAILDEV_WEB_PORT', 1080],
};

const DEFAULT_READY_TIMEOUT_MS = 60_000;

/** Thrown when the environment holds invalid runner settings; lists every problem. */
export class RunnerConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(['Invalid configuration:', ...problems.map((problem) => `  ${problem}`)].join('\n'));
    this.name = 'RunnerConfigError';
  }
}

function value(env: Env, key: string): string | undefined {
  const raw = env[key];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/**
 * Reads the runner's settings from the environment (and `--no-build`, `--dev` from the arguments).
 * @throws RunnerConfigError listing every invalid value.
 */
export function loadRunnerConfig(rootDir: string, env: Env = process.env, argv: string[] = []): RunnerConfig {
  const problems: string[] = [];
  // Any port may be 0: a free one, picked when the platform starts (resolveFreePorts).
  const port = (key: string, fallback?: number): number | undefined => {
    const raw = value(env, key);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
      problems.push(`${key}: must be a port number (1-65535, or 0 for a free one), got "${raw}"`);
      return fallback;
    }
    return parsed;
  };
  const hosts = (key: string): string[] | undefined => {
    const raw = value(env, key);
    if (raw === undefined) return undefined;
    const list = parseListenHosts(raw);
    if (list.length === 0 || !areIpAddresses(list))
      problems.push(`${key}: must be IP addresses separated by commas (e.g. 0.0.0.0), got "${raw}"`);
    return list;
  };
  const mode = (key: string): ProvisionMode => {
    const raw = value(env, key) ?? 'auto';
    if (raw !== 'auto' && raw !== 'embedded')
      problems.push(`${key}: must be "auto" or "embedded", got "${raw}"`);
    return raw === 'embedded' ? 'embedded' : 'auto';
  };
  const ports = Object.fromEntries(
    Object.entries(PORT_VARIABLES).map(([name, [key, fallback]]) => [name, port(key, fallback)]),
  ) as unknown as Ports;
  const dataDirSetting = value(env, 'GROUPMAP_DATA_DIR') ?? '.data';
  const timeout = Number(value(env, 'GROUPMAP_READY_TIMEOUT_MS') ?? DEFAULT_READY_TIMEOUT_MS);
  if (!Number.isFinite(timeout) || timeout <= 0)
    problems.push('GROUPMAP_READY_TIMEOUT_MS: must be a positive number');
  const dbName = value(env, 'GROUPMAP_DB_NAME') ?? 'groupmap';
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName))
    problems.push(`GROUPMAP_DB_NAME: must be a lower-case identifier, got "${dbName}"`);
  const dev = argv.includes('--dev');
  const runtimeSetting = value(env, 'GROUPMAP_RUNTIME') ?? (dev ? 'source' : 'built');
  if (runtimeSetting !== 'built' && runtimeSetting !== 'source')
    problems.push(`GROUPMAP_RUNTIME: must be "built" or "source", got "${runtimeSetting}"`);
  const bucket = value(env, 'S3_BUCKET') ?? 'groupmap-logos';
  if (bucket.length < 3) problems.push(`S3_BUCKET: must be at least 3 characters, got "${bucket}"`);

  const config: RunnerConfig = {
    rootDir,
    dataDir: isAbsolute(dataDirSetting) ? dataDirSetting : resolve(rootDir, dataDirSetting),
    dbName,
    build: !argv.includes('--no-build') && value(env, 'GROUPMAP_BUILD') !== '0',
    runtime: {
      mode: runtimeSetting === 'source' ? 'source' : 'built',
      watch: dev && runtimeSetting === 'source',
      node: process.execPath,
    },
    ports,
    extraRealtimePorts: Array<number>(
      readRealtimeReplicas(value(env, 'REALTIME_REPLICAS'), problems) - 1,
    ).fill(0),
    listenHosts: loopbackAddresses(),
    gatewayHosts: hosts('GATEWAY_HOST'),
    eventsPrefix: value(env, 'EVENTS_PREFIX') ?? '',
    logLevel: value(env, 'LOG_LEVEL'),
    readyTimeoutMs: timeout,
    postgres: {
      url: value(env, 'DATABASE_URL'),
      mode: mode('GROUPMAP_POSTGRES'),
      embeddedPort: port('GROUPMAP_POSTGRES_PORT'),
    },
    nats: {
      url: value(env, 'NATS_URL'),
      mode: mode('GROUPMAP_NATS'),
      embeddedPort: port('GROUPMAP_NATS_PORT'),
    },
    s3: {
      endpoint: value(env, 'S3_ENDPOINT'),
      accessKey: value(env, 'S3_ACCESS_KEY'),
      secretKey: value(env, 'S3_SECRET_KEY'),
      bucket,
      region: value(env, 'S3_REGION') ?? 'us-east-1',
      mode: mode('GROUPMAP_S3'),
      embeddedPort: port('GROUPMAP_S3_PORT'),
    },
    identity: {
      privateKey: value(env, 'IDENTITY_PRIVATE_KEY'),
      privateKeyFile: value(env, 'IDENTITY_PRIVATE_KEY_FILE'),
      publicKey: value(env, 'IDENTITY_PUBLIC_KEY'),
      publicKeyFile: value(env, 'IDENTITY_PUBLIC_KEY_FILE'),
    },
    billingCheckout: billingCheckout(env),
    mail: { smtpUrl: value(env, 'SMTP_URL'), smtpUrlFile: value(env, 'SMTP_URL_FILE') },
  };
  const taken = new Map<number, string>();
  for (const [name, number] of Object.entries(ports)) {
    if (number === 0) continue;
    const other = taken.get(number);
    if (other)
      problems.push(`${PORT_VARIABLES[name as keyof Ports][0]}: port ${number} is also ${other}'s port`);
    taken.set(number, name);
  }
  if (problems.length > 0) throw new RunnerConfigError(problems);
  return config;
}
