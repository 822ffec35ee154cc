import { onShutdown, runMain, startHttpServer, startServiceInfrastructure } from '@groupmap/svc-kit';
import { createApp } from './app';
import { liveLimitsOf, loadRealtimeConfig, presenceTimingOf } from './config';
import { attachLiveChannel } from './live/live-channel';
import { mapAccessAuthorizer } from './live/map-access';
import { missedChangesReader } from './live/missed-changes-reader';
import { MapRooms } from './live/map-rooms';
import { LivePresence } from './live/presence';
import { realtimeNatsSide } from './nats-side';
import { SCHEMA, SERVICE } from './schema';

/** Composition root: the only place that creates infrastructure and wires it into the app. */
runMain(SERVICE, async () => {
  const config = loadRealtimeConfig();
  const { logger, knex, nc, shutdownSteps } = await startServiceInfrastructure({
    service: SERVICE,
    schema: SCHEMA,
    config,
    producesEvents: false,
  });
  const rooms = new MapRooms();
  const presence = new LivePresence(rooms, presenceTimingOf(config));
  const startNatsSide = realtimeNatsSide(rooms, presence);
  const natsSide = await startNatsSide({ nc, knex, prefix: config.EVENTS_PREFIX, logger });

  const app = createApp({ logger, knex, nc, identityPublicKey: config.IDENTITY_PUBLIC_KEY });
  const http = await startHttpServer(app, { port: config.PORT, hosts: config.LISTEN_HOST, logger });
  const liveChannel = attachLiveChannel(http.server, {
    logger,
    identityPublicKey: config.IDENTITY_PUBLIC_KEY,
    rooms,
    authorizeJoin: mapAccessAuthorizer({ nc, prefix: config.EVENTS_PREFIX, logger }),
    readMissed: missedChangesReader({ nc, prefix: config.EVENTS_PREFIX }),
    limits: liveLimitsOf(config),
    presence,
  });

  onShutdown(
    logger,
    shutdownSteps([
      // Sockets first: clients start reconnecting (to another replica) while the rest shuts down.
      { name: 'live channel', run: liveChannel.close },
      { name: 'http', run: http.close },
      ...natsSide,
    ]),
  );
});
