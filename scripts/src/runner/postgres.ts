// Step 1a: Postgres from DATABASE_URL, else the local server on 5432, else the embedded cluster;
// then the platform's database is created if it is missing.
import { join } from 'node:path';
import pg from 'pg';
import type { RunnerConfig } from './config';
import {
  EMBEDDED_POSTGRES_PASSWORD,
  EMBEDDED_POSTGRES_USER,
  startEmbeddedPostgres,
} from './embedded-postgres';
import type { ExitInfo, ManagedProcess } from './managed-process';
import { isListening, isPortFree } from './ports';
import { chooseProvision, pickEmbeddedPort, type ProbeResult } from './provision-choice';
import { StepFailure } from './step-failure';

const STANDARD_PORT = 5432;
const ALTERNATE_PORT = 54329;
const CONNECT_TIMEOUT_MS = 3000;
/** Fast shutdown ends sessions and checkpoints; a big checkpoint may take a few seconds. */
const STOP_GRACE_MS = 15_000;

export interface ProvisionedPostgres {
  url: string;
  description: string;
  /** The embedded cluster's server, when the runner started one. */
  process?: ManagedProcess;
  stop(): Promise<void>;
}

/** The URL with its password hidden, for progress lines and errors. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function probeLocalPostgres(): Promise<ProbeResult> {
  if (!(await isListening(STANDARD_PORT))) return { state: 'absent' };
  try {
    await query(`postgres://postgres@127.0.0.1:${STANDARD_PORT}/postgres`, 'SELECT 1');
    return { state: 'usable' };
  } catch (error) {
    return {
      state: 'unusable',
      reason: `port ${STANDARD_PORT} does not accept user postgres without a password (${(error as Error).message})`,
    };
  }
}

/**
 * Creates the URL's database when it does not exist. It asks the server's `postgres` database
 * first (connecting to a missing database would log a FATAL line); a server that does not let us
 * in there is asked for the database itself.
 */
export async function ensureDatabase(url: string): Promise<'created' | 'exists'> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  let rows: unknown[];
  try {
    rows = await query(withDatabase(url, 'postgres'), 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  } catch {
    try {
      await query(url, 'SELECT 1');
      return 'exists';
    } catch (error) {
      throw new StepFailure(`cannot connect to Postgres at ${redactUrl(url)}: ${(error as Error).message}`);
    }
  }
  if (rows.length > 0) return 'exists';
  try {
    await query(withDatabase(url, 'postgres'), `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } catch (error) {
    throw new StepFailure(
      `cannot create the database "${name}" at ${redactUrl(url)}: ${(error as Error).message}`,
    );
  }
  return 'created';
}

/** Provisions Postgres as the configuration says and makes sure the platform's database exists. */
export async function provisionPostgres(
  config: RunnerConfig,
  hooks: {
    onLine: (name: string, line: string) => void;
    onUnexpectedExit: (name: string, exit: ExitInfo) => void;
  },
): Promise<ProvisionedPostgres> {
  const choice = await chooseProvision({
    explicitUrl: config.postgres.url,
    mode: config.postgres.mode,
    probeLocal: probeLocalPostgres,
  });
  const noop = async () => undefined;
  if (choice.source === 'environment') {
    const created = await ensureDatabase(choice.url);
    return {
      url: choice.url,
      description: `${redactUrl(choice.url)} from DATABASE_URL${created === 'created' ? ' (database created)' : ''}`,
      stop: noop,
    };
  }
  if (choice.source === 'local') {
    const url = `postgres://postgres@127.0.0.1:${STANDARD_PORT}/${config.dbName}`;
    const created = await ensureDatabase(url);
    return {
      url,
      description: `local server at 127.0.0.1:${STANDARD_PORT}, database ${config.dbName}${created === 'created' ? ' (created)' : ''}`,
      stop: noop,
    };
  }
  const port = await pickEmbeddedPort({
    configured: config.postgres.embeddedPort,
    standard: STANDARD_PORT,
    alternate: ALTERNATE_PORT,
    isFree: isPortFree,
  });
  if (!(await isPortFree(port))) {
    throw new StepFailure(
      `port ${port} for embedded Postgres is in use: set GROUPMAP_POSTGRES_PORT to a free port`,
    );
  }
  const databaseDir = join(config.dataDir, 'postgres');
  const server = await startEmbeddedPostgres(databaseDir, port, hooks.onLine, hooks.onUnexpectedExit);
  const stop = () => server.stop(STOP_GRACE_MS);
  const url = `postgres://${EMBEDDED_POSTGRES_USER}:${EMBEDDED_POSTGRES_PASSWORD}@127.0.0.1:${port}/${config.dbName}`;
  try {
    await ensureDatabase(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    description: `embedded at 127.0.0.1:${port} (${choice.why}), data in ${databaseDir}, database ${config.dbName}`,
    process: server,
    stop,
  };
}
