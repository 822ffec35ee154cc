import {
  connectNats,
  createDb,
  createLogger,
  migrateSchema,
  startEventPublishing,
  startHttpServer,
  type HttpServerHandle,
  type OutboxRelay,
  type ShutdownStep,
} from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import type { Express } from 'express';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { createApp as createMapsApp } from '../../../../maps/src/app';
import { mapsNatsSide } from '../../../../maps/src/nats-side';
import { SCHEMA as MAPS_SCHEMA, SERVICE as MAPS_SERVICE } from '../../../../maps/src/schema';
import { fakeGeocoder } from '../../../../maps/test/support/fake-geocoder';
import {
  MIGRATIONS as MAPS_MIGRATIONS,
  testLogoStorage,
  testMapsConfig,
  unusedImportParser,
} from '../../../../maps/test/support/maps-test-env';
import { createApp as createRealtimeApp } from '../../../src/app';
import { attachLiveChannel, type LiveChannel } from '../../../src/live/live-channel';
import { mapAccessAuthorizer } from '../../../src/live/map-access';
import { missedChangesReader } from '../../../src/live/missed-changes-reader';
import { MapRooms } from '../../../src/live/map-rooms';
import { LivePresence } from '../../../src/live/presence';
import { realtimeNatsSide } from '../../../src/nats-side';

// Maps and realtime replicas started in this process the way their composition roots start them
// (services/*/src/index.ts): each with a NATS connection of its own that reconnects for ever, maps
// with its outbox relay and its responders, on the suite's own Postgres and NATS. Only S3 and the
// geocoder are fakes.

const logger = createLogger({ name: 'realtime-faults-test', level: 'silent' });

/** Runs shutdown steps in order, as `onShutdown` does. */
async function runSteps(steps: ShutdownStep[]) {
  for (const step of steps) await step.run();
}

export interface MapsService {
  app: Express;
  knex: Knex;
  nc: NatsConnection;
  relay: OutboxRelay;
  stop(): Promise<void>;
}

/** Maps as its composition root starts it: schema, NATS, stream and outbox relay, responders, app. */
export async function startMaps({
  databaseUrl,
  natsUrl,
  prefix,
}: {
  databaseUrl: string;
  natsUrl: string;
  prefix: string;
}): Promise<MapsService> {
  const config = testMapsConfig({
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    EVENTS_PREFIX: prefix,
    // Every add of the suite comes from one test client per map; the limits have their own tests.
    LOCATION_WRITE_SESSION_RATE_LIMIT: '10000',
    LOCATION_WRITE_IP_RATE_LIMIT: '10000',
  });
  const knex = createDb({ url: databaseUrl, schema: MAPS_SCHEMA, logger });
  await migrateSchema(knex, { schema: MAPS_SCHEMA, directory: MAPS_MIGRATIONS });
  const nc = await connectNats({ url: natsUrl, name: MAPS_SERVICE, logger });
  const relay = await startEventPublishing({
    nc,
    knex,
    prefix,
    service: MAPS_SERVICE,
    schema: MAPS_SCHEMA,
    logger,
  });
  const storage = testLogoStorage(knex).storage;
  const natsSide = await mapsNatsSide(config, { storage })({ nc, knex, prefix, logger });
  const app = createMapsApp({
    logger,
    knex,
    nc,
    identityPublicKey: testIdentityKeys.publicKey,
    config,
    storage,
    geocoder: fakeGeocoder().geocoder,
    importParser: unusedImportParser,
  });
  return {
    app,
    knex,
    nc,
    relay,
    stop: () =>
      runSteps([
        ...natsSide,
        { name: 'outbox relay', run: relay.stop },
        { name: 'nats', run: () => nc.close() },
        { name: 'postgres', run: () => knex.destroy() },
      ]),
  };
}

export interface RealtimeReplica {
  port: number;
  channel: LiveChannel;
  /** Stops it as its shutdown does: sockets first (clients see 1001 and go elsewhere), then the rest. */
  stop(): Promise<void>;
}

/** One realtime replica as its composition root starts it, on a port of its own. */
export async function startRealtimeReplica({
  natsUrl,
  prefix,
}: {
  natsUrl: string;
  prefix: string;
}): Promise<RealtimeReplica> {
  const nc = await connectNats({ url: natsUrl, name: 'realtime', logger });
  const rooms = new MapRooms();
  const presence = new LivePresence(rooms);
  const natsSide = await realtimeNatsSide(rooms, presence)({ nc, prefix, logger });
  const app = createRealtimeApp({ logger, nc, identityPublicKey: testIdentityKeys.publicKey });
  const http: HttpServerHandle = await startHttpServer(app, { port: 0, logger });
  const channel = attachLiveChannel(http.server, {
    logger,
    identityPublicKey: testIdentityKeys.publicKey,
    rooms,
    authorizeJoin: mapAccessAuthorizer({ nc, prefix, logger }),
    readMissed: missedChangesReader({ nc, prefix }),
    presence,
  });
  let stopped: Promise<void> | undefined;
  return {
    port: http.port,
    channel,
    stop: () =>
      (stopped ??= runSteps([
        { name: 'live channel', run: channel.close },
        { name: 'http', run: http.close },
        ...natsSide,
        { name: 'nats', run: () => nc.close() },
      ])),
  };
}
