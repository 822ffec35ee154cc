import { onShutdown, runMain, startHttpServer, startServiceInfrastructure } from '@groupmap/svc-kit';
import { createApp } from './app';
import { loadAuthConfig } from './config';
import { startPlanChangeConsumer } from './consumers/plan-changes';
import { createPasswordHasher } from './domain/password-hasher';
import { startAuthResponders } from './rpc/auth-responders';
import { SCHEMA, SERVICE } from './schema';

/** Composition root: the only place that creates infrastructure and wires it into the app. */
runMain(SERVICE, async () => {
  const config = loadAuthConfig();
  const { logger, knex, nc, shutdownSteps } = await startServiceInfrastructure({
    service: SERVICE,
    schema: SCHEMA,
    config,
    producesEvents: true,
  });
  const prefix = config.EVENTS_PREFIX;

  const responders = await startAuthResponders({ nc, knex, prefix, logger });
  const planChanges = await startPlanChangeConsumer({ nc, knex, prefix, logger });
  const hasher = createPasswordHasher({ concurrency: config.PASSWORD_HASH_CONCURRENCY });
  const app = createApp({ logger, knex, nc, identityPublicKey: config.IDENTITY_PUBLIC_KEY, config, hasher });
  const http = await startHttpServer(app, { port: config.PORT, logger });

  onShutdown(
    logger,
    shutdownSteps([
      { name: 'http', run: http.close },
      { name: 'rpc responders', run: responders.stop },
      { name: 'plan changes consumer', run: planChanges.stop },
    ]),
  );
});
