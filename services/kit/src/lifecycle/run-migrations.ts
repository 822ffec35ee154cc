import { createDb } from '../db/create-db';
import { migrateSchema } from '../db/migrate-schema';
import { waitForDatabase } from '../db/wait-for-database';
import { createLogger, type LoggerOptions } from '../logging/create-logger';
import { runMain } from './run-main';

/** How long a migration waits for Postgres to accept connections before it fails. */
const DATABASE_WAIT_MS = 90_000;

export interface RunMigrationsOptions {
  /** The service's name, for the log and the failure message. */
  service: string;
  /** The service's own Postgres schema. */
  schema: string;
  /** The service's config loader: read inside, so a bad configuration fails like any start-up. */
  loadConfig: () => { DATABASE_URL: string; LOG_LEVEL: LoggerOptions['level'] };
  /** The service's migrations folder; absent for a service that has only its schema so far. */
  directory?: string;
}

/**
 * The whole of a service's `src/migrate.ts`: brings its schema up to date and exits (the runner,
 * and in Kubernetes a migration job, run it before the service starts).
 */
export function runMigrations({ service, schema, loadConfig, directory }: RunMigrationsOptions): void {
  runMain(`${service} migrate`, async () => {
    const config = loadConfig();
    const logger = createLogger({ name: `${service}-migrate`, level: config.LOG_LEVEL });
    const knex = createDb({ url: config.DATABASE_URL, schema, logger });
    try {
      // Started beside a fresh database (compose, a Kubernetes Job), it waits rather than fails.
      await waitForDatabase(knex, { timeoutMs: DATABASE_WAIT_MS, logger });
      const applied = await migrateSchema(knex, { schema, directory });
      logger.info({ applied }, applied.length > 0 ? 'migrated' : 'schema up to date');
    } finally {
      await knex.destroy();
    }
  });
}
