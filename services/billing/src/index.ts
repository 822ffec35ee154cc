import { onShutdown, runMain, startHttpServer, startServiceInfrastructure } from '@groupmap/svc-kit';
import { createApp } from './app';
import { createCheckoutProvider } from './checkout/create-checkout-provider';
import { loadBillingConfig } from './config';
import { startPeriodEndJob } from './jobs/period-end-job';
import { billingNatsSide } from './nats-side';
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

  // TEST MODE or Stripe, as loadBillingConfig settled it; the webhook and its SDK exist only with Stripe.
  const provider = await createCheckoutProvider(config, { knex, logger });
  const natsSide = await billingNatsSide({ provider })({ nc, knex, prefix: config.EVENTS_PREFIX, logger });
  const publicApi =
    provider.kind === 'stripe'
      ? (await import('./routes/stripe-webhook-routes')).configuredStripeWebhookRoutes(config, {
          knex,
          logger,
        })
      : [];
  const app = createApp({
    logger,
    knex,
    nc,
    identityPublicKey: config.IDENTITY_PUBLIC_KEY,
    prefix: config.EVENTS_PREFIX,
    provider,
    rateLimits: config,
    publicOrigin: config.PUBLIC_ORIGIN,
    publicApi,
  });
  const http = await startHttpServer(app, { port: config.PORT, hosts: config.LISTEN_HOST, logger });
  const periodEnds = startPeriodEndJob({ knex, clock: () => new Date(), logger });

  onShutdown(
    logger,
    shutdownSteps([
      { name: 'http', run: http.close },
      { name: 'period-end job', run: periodEnds.stop },
      ...natsSide,
    ]),
  );
});
