import { durableConsumer, type DurableConsumerSpec, type Logger, type NatsSideDeps } from '@groupmap/svc-kit';
import { applyPlanChange } from '../db/plan-repository';
import { SCHEMA } from '../schema';

/** Maps' durable consumer on billing's stream; its replicas share it. */
export const PLAN_CONSUMER = 'maps-plans';

/**
 * Keeps maps' projection of each user's plan from `billing.plan.changed.v1` (architecture.md, Plans):
 * the plan limits are enforced from it. Older events than the applied one (billing's per-user
 * sequence) are skipped, since redeliveries may reorder them.
 */
export function planChangeConsumer({ logger }: { logger: Logger }): DurableConsumerSpec {
  const log = logger.child({ component: 'plan-changes' });
  return durableConsumer({
    stream: 'billing',
    durableName: PLAN_CONSUMER,
    types: ['billing.plan.changed.v1'],
    handle: async (event, trx) => {
      const { userId, plan } = event.payload;
      const outcome = await applyPlanChange(trx, userId, plan, event.sequence);
      log.info({ eventId: event.id, userId, plan, outcome }, 'plan change received');
    },
  });
}

/** Starts it alone (tests; the service starts its whole table in nats-side.ts). */
export const startPlanChangeConsumer = (deps: NatsSideDeps) => planChangeConsumer(deps).start(deps, SCHEMA);
