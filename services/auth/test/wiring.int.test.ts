import { describeServiceWiring } from '@groupmap/svc-kit/testing';
import { createApp } from '../src/app';
import { createPasswordHasher } from '../src/domain/password-hasher';
import { authNatsSide } from '../src/nats-side';
import { SCHEMA, SERVICE } from '../src/schema';
import { MIGRATIONS, testAuthConfig } from './support/auth-test-env';

const config = testAuthConfig();
const hasher = createPasswordHasher({ concurrency: 1 });

describeServiceWiring({
  service: SERVICE,
  schema: SCHEMA,
  migrationsDirectory: MIGRATIONS,
  createApp: (deps) => createApp({ ...deps, config, hasher }),
  startNatsSide: authNatsSide(config),
  migration: {
    behaviour: 'migrates its schema with its users, sessions, feedback, outbox, inbox and rate-limit tables',
    expectMigrated: async (knex) => {
      const tables = await knex('pg_tables').where({ schemaname: SCHEMA }).pluck('tablename');
      expect(tables).toEqual(
        expect.arrayContaining([
          'users',
          'sessions',
          'feedback',
          'outbox',
          'processed_events',
          'rate_limits',
        ]),
      );
    },
  },
});
