import { describeServiceWiring } from '@groupmap/svc-kit/testing';
import path from 'node:path';
import { createApp } from '../src/app';
import { createTestCheckoutProvider } from '../src/checkout/test-checkout-provider';
import { billingNatsSide } from '../src/nats-side';
import { SCHEMA, SERVICE } from '../src/schema';
import { GENEROUS_RATE_LIMITS } from './support/billing-env';

describeServiceWiring({
  service: SERVICE,
  schema: SCHEMA,
  migrationsDirectory: path.join(__dirname, '../migrations'),
  createApp: (deps) =>
    createApp({ ...deps, provider: createTestCheckoutProvider(deps), rateLimits: GENEROUS_RATE_LIMITS }),
  startNatsSide: (deps) => billingNatsSide({ provider: createTestCheckoutProvider(deps) })(deps),
  migration: {
    behaviour:
      'migrates its schema with its outbox, subscriptions, discount codes, test checkouts and rate limits',
    expectMigrated: async (knex) => {
      const tables = await knex('pg_tables').where({ schemaname: SCHEMA }).pluck('tablename');
      expect(tables).toEqual(
        expect.arrayContaining([
          'outbox',
          'subscriptions',
          'discount_codes',
          'test_checkout_sessions',
          'rate_limits',
        ]),
      );
    },
  },
});
