import { onShutdown, runMain, startHttpServer, startStatelessServiceInfrastructure } from '@groupmap/svc-kit';
import { createApp } from './app';
import { liveLimitsOf, loadRealtimeConfig, presenceTimingOf } from './config';
import { attachLiveChannel } from './live/live-channel';
import { mapAccessAuthorizer } from './live/map-access';
import { missedChangesReader } from './live/missed-changes-reader';
import { MapRooms } from './live/map-rooms';
import { LivePresence } from './live/presence';
import { realtimeNatsSide } from './nats-side';
import { SERVICE } from './service';

/** Composition root: the only place that creates infrastructure (NATS; no database) and wires it into the app. */
runMain(SERVICE, async () => {
  const config = loadRealtimeConfig();
  const { logger, nc, shutdownSteps } = await startStatelessServiceInfrastructure({
    service: SERVICE,
    config,
  });
  const rooms = new MapRooms();
  const presence = new LivePresence(rooms, presenceTimingOf(config));
  const startNatsSide = realtimeNatsSide(rooms, presence);
  const natsSide = await startNatsSide({ nc, prefix: config.EVENTS_PREFIX, logger });

  const app = createApp({ logger, nc, identityPublicKey: config.IDENTITY_PUBLIC_KEY });
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
