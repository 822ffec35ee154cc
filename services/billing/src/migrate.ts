import { runMigrations } from '@groupmap/svc-kit';
import path from 'node:path';
import { loadBillingMigrationConfig } from './config';
import { SCHEMA, SERVICE } from './schema';

/** Brings the billing schema up to date and exits; the runner calls it before starting the service. */
runMigrations({
  service: SERVICE,
  schema: SCHEMA,
  loadConfig: loadBillingMigrationConfig,
  directory: path.join(__dirname, '../migrations'),
});
