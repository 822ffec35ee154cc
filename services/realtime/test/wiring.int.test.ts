import { describeStatelessServiceWiring } from '@groupmap/svc-kit/testing';
import { createApp } from '../src/app';
import { MapRooms } from '../src/live/map-rooms';
import { realtimeNatsSide } from '../src/nats-side';
import { SERVICE } from '../src/service';

// Realtime keeps nothing in Postgres: its wiring is checked with NATS alone, no database at all.
describeStatelessServiceWiring({
  service: SERVICE,
  createApp,
  startNatsSide: realtimeNatsSide(new MapRooms()),
});
