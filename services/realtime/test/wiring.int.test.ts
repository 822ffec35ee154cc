import { describeServiceWiring } from '@groupmap/svc-kit/testing';
import { createApp } from '../src/app';
import { MapRooms } from '../src/live/map-rooms';
import { realtimeNatsSide } from '../src/nats-side';
import { SCHEMA, SERVICE } from '../src/schema';

describeServiceWiring({
  service: SERVICE,
  schema: SCHEMA,
  createApp,
  startNatsSide: realtimeNatsSide(new MapRooms()),
  migration: {
    behaviour: 'creates its schema',
    expectMigrated: async (knex) => {
      const schemas = await knex('information_schema.schemata')
        .where({ schema_name: SCHEMA })
        .pluck('schema_name');
      expect(schemas).toEqual([SCHEMA]);
    },
  },
});
