import type { StartNatsSide } from '@groupmap/svc-kit';
import type { AuthConfig } from './config';
import { startMapPasswordAlertConsumer } from './consumers/map-password-alerts';
import { startPlanChangeConsumer } from './consumers/plan-changes';
import { createAuthRateLimiters } from './rate-limits';
import { startAuthResponders } from './rpc/auth-responders';

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
    const responders = await startAuthResponders({ nc, knex, prefix, logger, sessionCreateLimit });
    const planChanges = await startPlanChangeConsumer({ nc, knex, prefix, logger });
    const passwordAlerts = await startMapPasswordAlertConsumer({
      nc,
      knex,
      prefix,
      logger,
      publicOrigin: config.PUBLIC_ORIGIN,
    });
    return [
      { name: 'rpc responders', run: responders.stop },
      { name: 'plan changes consumer', run: planChanges.stop },
      { name: 'map password alerts consumer', run: passwordAlerts.stop },
    ];
  };
