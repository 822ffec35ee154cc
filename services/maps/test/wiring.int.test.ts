import { describeServiceWiring } from '@groupmap/svc-kit/testing';
import path from 'node:path';
import { createApp } from '../src/app';
import { mapsNatsSide } from '../src/nats-side';
import { SCHEMA, SERVICE } from '../src/schema';
import { fakeGeocoder } from './support/fake-geocoder';
import { testLogoStorage, testMapsConfig, unusedImportParser } from './support/maps-test-env';

describeServiceWiring({
  service: SERVICE,
  schema: SCHEMA,
  migrationsDirectory: path.join(__dirname, '../migrations'),
  createApp: (deps) =>
    createApp({
      ...deps,
      config: testMapsConfig(),
      storage: testLogoStorage(deps.knex).storage,
      geocoder: fakeGeocoder().geocoder,
      importParser: unusedImportParser,
    }),
  startNatsSide: (deps) =>
    mapsNatsSide(testMapsConfig(), { storage: testLogoStorage(deps.knex).storage })(deps),
  migration: {
    behaviour:
      'migrates its schema with its maps, locations, grants, plans, outbox, inbox and rate-limit tables',
    expectMigrated: async (knex) => {
      const tables = await knex('pg_tables').where({ schemaname: SCHEMA }).pluck('tablename');
      expect(tables).toEqual(
        expect.arrayContaining([
          'maps',
          'locations',
          'access_grants',
          'user_plans',
          'outbox',
          'processed_events',
          'rate_limits',
          'session_claims',
          'sequence_epoch',
        ]),
      );
    },
  },
});
