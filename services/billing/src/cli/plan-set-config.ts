import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '@groupmap/svc-kit';

/** The repository root, where `npm start` keeps its data folder (`.data` unless GROUPMAP_DATA_DIR). */
const ROOT_DIR = resolve(__dirname, '../../../..');

/** The defaults of docs/interfaces.md, for a platform started some other way. */
const DEFAULTS = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/groupmap',
  natsUrl: 'nats://127.0.0.1:4222',
  eventsPrefix: '',
};

/**
 * The part of the runner's `<dataDir>/run/platform.json` (scripts/src/runner/state-file.ts writes
 * it) that tells where the running platform's Postgres and NATS are, and billing's environment.
 */
const platformStateSchema = z.object({
  databaseUrl: z.string().optional(),
  natsUrl: z.string().optional(),
  processes: z
    .array(z.object({ name: z.string(), env: z.record(z.string(), z.string()).optional() }))
    .default([]),
});

export type ConfigSource = 'environment' | 'platform' | 'default';

export interface PlanSetConfig {
  databaseUrl: string;
  natsUrl: string;
  eventsPrefix: string;
  /** Where each value came from, for the message when something cannot be reached. */
  sources: { databaseUrl: ConfigSource; natsUrl: ConfigSource; eventsPrefix: ConfigSource };
  /** The state file read, when there was one. */
  stateFile: string | null;
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
function pick(candidates: Array<[string | undefined, ConfigSource]>): [string, ConfigSource] {
  for (const [value, source] of candidates) if (value) return [value, source];
  return ['', 'default'];
}

/**
 * Where `npm run plan:set` finds billing's database and NATS: DATABASE_URL, NATS_URL and
 * EVENTS_PREFIX from the environment (or `<KEY>_FILE`, as in billing's container); each one unset is taken from the platform `npm start` runs
 * (its state file), else the documented default.
 */
export function resolvePlanSetConfig(
  env: Record<string, string | undefined> = process.env,
  rootDir: string = ROOT_DIR,
): PlanSetConfig {
  const dataDirSetting = env.GROUPMAP_DATA_DIR || '.data';
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(rootDir, dataDirSetting);
  const stateFile = join(dataDir, 'run', 'platform.json');
  const state = readPlatformState(stateFile);
  const fromEnv = loadConfig(operatorEnvSchema, env);
  const billingEnv = state?.processes.find((entry) => entry.name === 'billing')?.env ?? {};

  const [databaseUrl, databaseSource] = pick([
    [fromEnv.DATABASE_URL, 'environment'],
    [state?.databaseUrl ?? billingEnv.DATABASE_URL, 'platform'],
    [DEFAULTS.databaseUrl, 'default'],
  ]);
  const [natsUrl, natsSource] = pick([
    [fromEnv.NATS_URL, 'environment'],
    [state?.natsUrl ?? billingEnv.NATS_URL, 'platform'],
    [DEFAULTS.natsUrl, 'default'],
  ]);
  const [eventsPrefix, prefixSource] = pick([
    [fromEnv.EVENTS_PREFIX, 'environment'],
    [billingEnv.EVENTS_PREFIX, 'platform'],
  ]);
  return {
    databaseUrl,
    natsUrl,
    eventsPrefix,
    sources: { databaseUrl: databaseSource, natsUrl: natsSource, eventsPrefix: prefixSource },
    stateFile: state ? stateFile : null,
  };
}
