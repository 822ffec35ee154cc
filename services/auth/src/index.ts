import {
  connectNats,
  createDb,
  createLogger,
  ensureStream,
  onShutdown,
  runMain,
  startHttpServer,
  startOutboxRelay,
} from '@groupmap/svc-kit';
import { createApp } from './app';
import { loadAuthConfig } from './config';
import { SCHEMA, SERVICE } from './schema';

/** Composition root: the only place that creates infrastructure and wires it into the app. */
runMain(SERVICE, async () => {
  const config = loadAuthConfig();
  const logger = createLogger({ name: SERVICE, level: config.LOG_LEVEL });
  const knex = createDb({ url: config.DATABASE_URL, schema: SCHEMA, logger });
  const nc = await connectNats({ url: config.NATS_URL, name: SERVICE, logger });
  await ensureStream(nc, { prefix: config.EVENTS_PREFIX, service: SERVICE });
  const relay = await startOutboxRelay({
    knex,
    nc,
    prefix: config.EVENTS_PREFIX,
    logger,
    service: SERVICE,
    schema: SCHEMA,
  });

  const app = createApp({ logger, knex, nc, identityPublicKey: config.IDENTITY_PUBLIC_KEY });
  const http = await startHttpServer(app, { port: config.PORT, logger });

  onShutdown(logger, [
    { name: 'http', run: http.close },
    { name: 'outbox relay', run: relay.stop },
    { name: 'nats', run: () => nc.drain() },
    { name: 'postgres', run: () => knex.destroy() },
  ]);
});
