import { describeServiceWiring } from '@groupmap/svc-kit/testing';
import path from 'node:path';
import { createApp } from '../src/app';
import { SCHEMA, SERVICE } from '../src/schema';

describeServiceWiring({
  service: SERVICE,
  schema: SCHEMA,
  migrationsDirectory: path.join(__dirname, '../migrations'),
  createApp,
  migration: {
    behaviour: 'migrates its schema with its outbox, subscriptions, discount codes and test checkouts',
    expectMigrated: async (knex) => {
      const tables = await knex('pg_tables').where({ schemaname: SCHEMA }).pluck('tablename');
      expect(tables).toEqual(
        expect.arrayContaining(['outbox', 'subscriptions', 'discount_codes', 'test_checkout_sessions']),
      );
      expect(await knex('discount_codes').pluck('code')).toContain('GROUPMAP20');
    },
  },
});
