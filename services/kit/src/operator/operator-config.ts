import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config';

/** The repository root, where `npm start` keeps its data folder (`.data` unless GROUPMAP_DATA_DIR). */
const ROOT_DIR = resolve(__dirname, '../../../..');

/** The defaults of docs/interfaces.md, for a platform started some other way. */
const DEFAULTS = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/groupmap',
  natsUrl: 'nats://127.0.0.1:4222',
};

/**
 * The part of the runner's `<dataDir>/run/platform.json` (scripts/src/runner/state-file.ts) that
 * tells where the running platform's Postgres and NATS are, and each service's environment. Parsed
 * here rather than imported from `@groupmap/scripts`, so no service depends on the dev runner.
 */
const platformStateSchema = z.object({
  databaseUrl: z.string().optional(),
  natsUrl: z.string().optional(),
  processes: z
    .array(z.object({ name: z.string(), env: z.record(z.string(), z.string()).optional() }))
    .default([]),
});

export type OperatorConfigSource = 'environment' | 'platform' | 'default';

export interface OperatorConfig {
  databaseUrl: string;
  natsUrl: string;
  eventsPrefix: string;
  /** Where each value came from, for the message when something cannot be reached. */
  sources: {
    databaseUrl: OperatorConfigSource;
    natsUrl: OperatorConfigSource;
    eventsPrefix: OperatorConfigSource;
  };
  /** The state file read, when there was one. */
  stateFile: string | null;
  /**
   * The operator's environment over the running service's (from the state file): what a command
   * reads beyond the three above (maps' S3_* settings for a removed map's logo).
   */
  serviceEnv: Record<string, string | undefined>;
}

type PlatformState = z.infer<typeof platformStateSchema>;

/**
 * The three settings as the operator's environment gives them, each also as `<KEY>_FILE` (as the
 * services read them): in a container the database URL is a mounted secret file (DATABASE_URL_FILE).
 */
const operatorEnvSchema = z.object({
  DATABASE_URL: z.string().optional(),
  NATS_URL: z.string().optional(),
  EVENTS_PREFIX: z.string().optional(),
});

function readPlatformState(file: string): PlatformState | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = platformStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The first value that is set (empty counts as unset, as in the services' configuration). */
function pick(candidates: Array<[string | undefined, OperatorConfigSource]>): [string, OperatorConfigSource] {
  for (const [value, source] of candidates) if (value) return [value, source];
  return ['', 'default'];
}

/**
 * Where an operator command of `service` finds its database and NATS: DATABASE_URL, NATS_URL and
 * EVENTS_PREFIX from the environment (or `<KEY>_FILE`, as in the service's container); each one unset is taken from the platform `npm start` runs (its
 * state file, the service's own environment there), else the documented default. Billing's
 * `npm run plan:set` (services/billing/src/cli/plan-set.ts) reads its settings here too.
 */
export function resolveOperatorConfig(
  service: string,
  env: Record<string, string | undefined> = process.env,
  rootDir: string = ROOT_DIR,
): OperatorConfig {
  const dataDirSetting = env.GROUPMAP_DATA_DIR || '.data';
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(rootDir, dataDirSetting);
  const stateFile = join(dataDir, 'run', 'platform.json');
  const state = readPlatformState(stateFile);
  const fromEnv = loadConfig(operatorEnvSchema, env);
  const platformEnv = state?.processes.find((entry) => entry.name === service)?.env ?? {};

  const [databaseUrl, databaseSource] = pick([
    [fromEnv.DATABASE_URL, 'environment'],
    [state?.databaseUrl ?? platformEnv.DATABASE_URL, 'platform'],
    [DEFAULTS.databaseUrl, 'default'],
  ]);
  const [natsUrl, natsSource] = pick([
    [fromEnv.NATS_URL, 'environment'],
    [state?.natsUrl ?? platformEnv.NATS_URL, 'platform'],
    [DEFAULTS.natsUrl, 'default'],
  ]);
  const [eventsPrefix, prefixSource] = pick([
    [fromEnv.EVENTS_PREFIX, 'environment'],
    [platformEnv.EVENTS_PREFIX, 'platform'],
  ]);
  const setInEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value));
  return {
    databaseUrl,
    natsUrl,
    eventsPrefix,
    sources: { databaseUrl: databaseSource, natsUrl: natsSource, eventsPrefix: prefixSource },
    stateFile: state ? stateFile : null,
    serviceEnv: { ...platformEnv, ...setInEnv },
  };
}

/** Where the command looked, without a password from the database URL. */
export function describeOperatorConfig(config: OperatorConfig): string {
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  const origin = { environment: 'environment', platform: config.stateFile, default: 'default' };
  return [
    `  DATABASE_URL=${url.toString()} (${origin[config.sources.databaseUrl]})`,
    `  NATS_URL=${config.natsUrl} (${origin[config.sources.natsUrl]})`,
    `  EVENTS_PREFIX=${config.eventsPrefix} (${origin[config.sources.eventsPrefix]})`,
  ].join('\n');
}
