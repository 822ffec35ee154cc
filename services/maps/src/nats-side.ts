import type { StartNatsSide } from '@groupmap/svc-kit';
import type { MapsConfig } from './config';
import { startAccountDeletionConsumer } from './consumers/account-deletions';
import { startPlanChangeConsumer } from './consumers/plan-changes';
import { startSessionBindConsumer } from './consumers/session-binds';
import { startSessionEndConsumer } from './consumers/session-ends';
import type { LogoStorage } from './logos';
import { startAccessCheckResponder } from './rpc/access-check';
import { startChangesSinceResponder } from './rpc/changes-since';

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
    const planChanges = await startPlanChangeConsumer({ nc, knex, prefix, logger });
    const sessionEnds = await startSessionEndConsumer({ nc, knex, prefix, logger });
    const sessionBinds = await startSessionBindConsumer(
      { nc, knex, prefix, logger },
      config.LOCATION_CLAIM_WINDOW_HOURS,
    );
    const accountDeletions = await startAccountDeletionConsumer({ nc, knex, prefix, logger }, storage);
    const accessCheck = await startAccessCheckResponder({ nc, knex, prefix, logger });
    const changesSince = await startChangesSinceResponder({ nc, knex, prefix, logger });
    return [
      { name: 'access check responder', run: accessCheck.stop },
      { name: 'changes since responder', run: changesSince.stop },
      { name: 'plan changes consumer', run: planChanges.stop },
      { name: 'session ends consumer', run: sessionEnds.stop },
      { name: 'session binds consumer', run: sessionBinds.stop },
      { name: 'account deletions consumer', run: accountDeletions.stop },
    ];
  };
