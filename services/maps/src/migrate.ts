import { migrationsDirectory, runMigrations } from '@groupmap/svc-kit';
import { loadMapsConfig } from './config';
import { SCHEMA, SERVICE } from './schema';

/** Brings the maps schema up to date and exits; the runner calls it before starting the service. */
runMigrations({
  service: SERVICE,
  schema: SCHEMA,
  loadConfig: loadMapsConfig,
  // migrations/*.ts from source, dist/migrations/*.js from the build (scripts/src/build/build-service.ts).
  directory: migrationsDirectory(__filename),
});
