import pg from 'pg';
import { readPlatformState } from '@groupmap/scripts';

/** DATABASE_URL, NATS_URL and EVENTS_PREFIX of the running test platform (from its state file). */
export function platformEnv(): Record<string, string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through `npm test` or the e2e global setup');
  const state = readPlatformState(dataDir);
  if (!state?.databaseUrl || !state.natsUrl) throw new Error(`no running platform recorded in ${dataDir}`);
  const billing = state.processes.find(({ name }) => name === 'billing');
  return {
    DATABASE_URL: state.databaseUrl,
    NATS_URL: state.natsUrl,
    EVENTS_PREFIX: billing?.env.EVENTS_PREFIX ?? '',
  };
}

/** Runs one query on the running platform's database, as an operator looking at it would. */
export async function queryPlatformDb<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: platformEnv().DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
