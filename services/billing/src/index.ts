import { onShutdown, runMain, startHttpServer, startServiceInfrastructure } from '@groupmap/svc-kit';
import { createApp } from './app';
import { loadBillingConfig } from './config';
import { SCHEMA, SERVICE } from './schema';

/** Composition root: the only place that creates infrastructure and wires it into the app. */
runMain(SERVICE, async () => {
  const config = loadBillingConfig();
  const { logger, knex, nc, shutdownSteps } = await startServiceInfrastructure({
    service: SERVICE,
    schema: SCHEMA,
    config,
    producesEvents: true,
  });

  const app = createApp({ logger, knex, nc, identityPublicKey: config.IDENTITY_PUBLIC_KEY });
  const http = await startHttpServer(app, { port: config.PORT, logger });

  onShutdown(logger, shutdownSteps([{ name: 'http', run: http.close }]));
});
