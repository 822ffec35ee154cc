import { createDb, createLogger, migrateSchema, runMain } from '@groupmap/svc-kit';
import path from 'node:path';
import { loadBillingConfig } from './config';
import { SCHEMA, SERVICE } from './schema';

/** Brings the billing schema up to date and exits; the runner calls it before starting the service. */
runMain(`${SERVICE} migrate`, async () => {
  const config = loadBillingConfig();
  const logger = createLogger({ name: `${SERVICE}-migrate`, level: config.LOG_LEVEL });
  const knex = createDb({ url: config.DATABASE_URL, schema: SCHEMA, logger });
  try {
    const applied = await migrateSchema(knex, {
      schema: SCHEMA,
      directory: path.join(__dirname, '../migrations'),
    });
    logger.info({ applied }, applied.length > 0 ? 'migrated' : 'schema up to date');
  } finally {
    await knex.destroy();
  }
});
