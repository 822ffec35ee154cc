import { runMigrations } from '@groupmap/svc-kit';
import { loadRealtimeConfig } from './config';
import { SCHEMA, SERVICE } from './schema';

/**
 * Creates the realtime schema and exits; the runner calls every service's migrate before starting it.
 * Realtime has no tables yet, so there is no migrations folder: its first table adds one here.
 */
runMigrations({ service: SERVICE, schema: SCHEMA, loadConfig: loadRealtimeConfig });
