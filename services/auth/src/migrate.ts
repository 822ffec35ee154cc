import { runMigrations } from '@groupmap/svc-kit';
import path from 'node:path';
import { loadAuthConfig } from './config';
import { SCHEMA, SERVICE } from './schema';

/** Brings the auth schema up to date and exits; the runner calls it before starting the service. */
runMigrations({
  service: SERVICE,
  schema: SCHEMA,
  loadConfig: loadAuthConfig,
  directory: path.join(__dirname, '../migrations'),
});
