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
    behaviour: 'migrates its schema with its outbox',
    expectMigrated: async (knex) => {
      const tables = await knex('pg_tables').where({ schemaname: SCHEMA }).pluck('tablename');
      expect(tables).toEqual(expect.arrayContaining(['outbox']));
    },
  },
});
