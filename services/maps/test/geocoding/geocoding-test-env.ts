import { createDb, createLogger, migrateSchema } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { createGeocoder } from '../../src/geocoding/create-geocoder';
import { createGazetteerGeocoder } from '../../src/geocoding/gazetteer/gazetteer-geocoder';
import { SCHEMA } from '../../src/schema';
import { MIGRATIONS, testMapsConfig } from '../support/maps-test-env';

/**
 * The geocoding settings of a test: a contact, an upstream timeout that a fake upstream on this
 * machine meets however busy the machine is (a test of the timeout sets its own), and room to change
 * any.
 */
export function geocodingOverrides(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    GEOCODER_CONTACT: 'maps-test@example.org',
    GEOCODER_TIMEOUT_MS: '5000',
    GEOCODER_MIN_INTERVAL_MS: '100',
    GEOCODER_MAX_WAIT_MS: '5000',
    ...overrides,
  };
}

/** The run's maps schema, migrated, and a factory of real geocoders over it. */
export async function startGeocodingTestEnv() {
  const config = testMapsConfig();
  const logger = createLogger({ name: 'geocoding-test', level: 'silent' });
  const knex: Knex = createDb({ url: config.DATABASE_URL, schema: SCHEMA, logger });
  await migrateSchema(knex, { schema: SCHEMA, directory: MIGRATIONS });
  return {
    knex,
    /** The service's geocoder (createGeocoder) under geocodingOverrides(overrides). */
    geocoder: (overrides: Record<string, string> = {}) =>
      createGeocoder({ knex, logger, config: testMapsConfig(geocodingOverrides(overrides)) }),
    close: () => knex.destroy(),
  };
}

/** Loads the process's gazetteer (once per test file), so no test's own wait includes the load. */
export async function warmUpGazetteer(): Promise<void> {
  await createGazetteerGeocoder().search('London');
}
