import { migrationsDirectory, runMigrations } from '@groupmap/svc-kit';
import { loadAuthConfig } from './config';
import { SCHEMA, SERVICE } from './schema';

/** Brings the auth schema up to date and exits; the runner calls it before starting the service. */
runMigrations({
  service: SERVICE,
  schema: SCHEMA,
  loadConfig: loadAuthConfig,
  // migrations/*.ts from source, dist/migrations/*.js from the build (scripts/src/build/build-service.ts).
  directory: migrationsDirectory(__filename),
});
