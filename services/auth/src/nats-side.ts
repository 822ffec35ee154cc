import { startDurableConsumers, type StartNatsSide } from '@groupmap/svc-kit';
import type { AuthConfig } from './config';
import { mapPasswordAlertConsumer } from './consumers/map-password-alerts';
import { reviewDigestConsumer } from './consumers/review-digests';
import { planChangeConsumer } from './consumers/plan-changes';
import { createAuthRateLimiters } from './rate-limits';
import { startAuthResponders } from './rpc/auth-responders';
import { SCHEMA } from './schema';

/**
 * Auth on NATS besides its outbox relay: its rpc responders (session creation limited per IP, from
 * `config`) and its consumers. The composition root
 * and the wiring suite start it; a new consumer or responder is added here (and to its entry in
 * BUS_ACCESS, contracts/src/events/bus-access.ts, which its NATS permissions come from).
 */
export const authNatsSide =
  (config: AuthConfig): StartNatsSide =>
  async ({ nc, knex, prefix, logger }) => {
    const sessionCreateLimit = createAuthRateLimiters(knex, config).sessionCreateIp;
    const responders = await startAuthResponders({
      nc,
      knex,
      prefix,
      logger,
      sessionCreateLimit,
      publicOrigin: config.PUBLIC_ORIGIN,
    });
    const consumers = await startDurableConsumers({ nc, knex, prefix, logger }, SCHEMA, [
      planChangeConsumer({ logger }),
      mapPasswordAlertConsumer({ logger, publicOrigin: config.PUBLIC_ORIGIN }),
      reviewDigestConsumer({ logger, publicOrigin: config.PUBLIC_ORIGIN }),
    ]);
    return [{ name: 'rpc responders', run: responders.stop }, ...consumers];
  };
