import { onShutdown, runMain, startHttpServer, startServiceInfrastructure } from '@groupmap/svc-kit';
import { createApp } from './app';
import { loadAuthConfig } from './config';
import { createPasswordHasher } from './domain/password-hasher';
import { startAccountDeletionJob } from './jobs/account-deletion-job';
import { startSessionPruningJob } from './jobs/session-pruning-job';
import { startMailDelivery } from './jobs/mail-delivery-job';
import { authNatsSide } from './nats-side';
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

  const natsSide = await authNatsSide(config)({ nc, knex, prefix, logger });
  const hasher = createPasswordHasher({ concurrency: config.PASSWORD_HASH_CONCURRENCY });
  const app = createApp({ logger, knex, nc, identityPublicKey: config.IDENTITY_PUBLIC_KEY, config, hasher });
  const http = await startHttpServer(app, { port: config.PORT, hosts: config.LISTEN_HOST, logger });
  const pruning = startSessionPruningJob({
    knex,
    logger,
    intervalMs: config.SESSION_PRUNE_INTERVAL_SECONDS * 1000,
  });

  // Sends what requests queued in auth.mail_outbox: a request never waits on SMTP.
  const mail = startMailDelivery({ knex, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });

  const accountDeletion = startAccountDeletionJob({
    knex,
    logger,
    intervalMs: config.ACCOUNT_DELETION_INTERVAL_SECONDS * 1000,
  });

  onShutdown(
    logger,
    shutdownSteps([
      { name: 'http', run: http.close },
      ...natsSide,
      { name: 'session pruning', run: pruning.stop },
      { name: 'mail delivery', run: mail.stop },
      { name: 'account deletion', run: accountDeletion.stop },
    ]),
  );
});
