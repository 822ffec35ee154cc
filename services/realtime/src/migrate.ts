import { createDb, createLogger, migrateSchema, runMain } from '@groupmap/svc-kit';
import { loadRealtimeConfig } from './config';
import { SCHEMA, SERVICE } from './schema';

/**
 * Creates the realtime schema and exits; the runner calls every service's migrate before starting it.
 * Realtime has no tables yet, so there is no migrations folder: its first table adds one here.
 */
runMain(`${SERVICE} migrate`, async () => {
  const config = loadRealtimeConfig();
  const logger = createLogger({ name: `${SERVICE}-migrate`, level: config.LOG_LEVEL });
  const knex = createDb({ url: config.DATABASE_URL, schema: SCHEMA, logger });
  try {
    await migrateSchema(knex, { schema: SCHEMA });
    logger.info('schema up to date');
  } finally {
    await knex.destroy();
  }
});
