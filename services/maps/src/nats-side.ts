import { startDurableConsumers, type StartNatsSide } from '@groupmap/svc-kit';
import type { MapsConfig } from './config';
import { accountDeletionConsumer } from './consumers/account-deletions';
import { emailClaimConsumer } from './consumers/email-claims';
import { planChangeConsumer } from './consumers/plan-changes';
import { sessionBindConsumer } from './consumers/session-binds';
import { sessionEndConsumer } from './consumers/session-ends';
import type { LogoStorage } from './logos';
import { startAccessCheckResponder } from './rpc/access-check';
import { startChangesSinceResponder } from './rpc/changes-since';
import { SCHEMA } from './schema';

/**
 * Maps on NATS besides its outbox relay: its consumers and its rpc responder. The composition root
 * and the wiring suite start it; a new consumer or responder is added here (and to its entry in
 * BUS_ACCESS, contracts/src/events/bus-access.ts, which its NATS permissions come from).
 */
export const mapsNatsSide =
  (
    config: Pick<MapsConfig, 'LOCATION_CLAIM_WINDOW_HOURS'>,
    { storage }: { storage: Pick<LogoStorage, 'remove'> },
  ): StartNatsSide =>
  async ({ nc, knex, prefix, logger }) => {
    const consumers = await startDurableConsumers({ nc, knex, prefix, logger }, SCHEMA, [
      planChangeConsumer({ logger }),
      sessionEndConsumer({ logger }),
      sessionBindConsumer({ logger }, config.LOCATION_CLAIM_WINDOW_HOURS),
      accountDeletionConsumer({ logger }, storage),
      emailClaimConsumer({ logger }),
    ]);
    const accessCheck = await startAccessCheckResponder({ nc, knex, prefix, logger });
    const changesSince = await startChangesSinceResponder({ nc, knex, prefix, logger });
    return [
      { name: 'access check responder', run: accessCheck.stop },
      { name: 'changes since responder', run: changesSince.stop },
      ...consumers,
    ];
  };
