import { durableConsumer, type DurableConsumerSpec, type Logger, type NatsSideDeps } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { applyPlanChange } from '../db/user-plan-repository';
import { SCHEMA } from '../schema';

/** Auth's durable consumer on billing's stream; its replicas share it. */
export const PLAN_CONSUMER = 'auth-plans';

export interface PlanChangeConsumerOptions {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
}

/**
 * Keeps currentPlan, subscriptionStatus, subscriptionPeriodEnd and scheduledPlan on the user from
 * `billing.plan.changed.v1` (architecture.md, Plans). Each event applies once (the kit's inbox), and
 * an event older than the one already applied to that user (billing's per-user `sequence`) is
 * skipped, since redeliveries and replicas may reorder them.
 */
export function planChangeConsumer({ logger }: { logger: Logger }): DurableConsumerSpec {
  const log = logger.child({ component: 'plan-changes' });
  return durableConsumer({
    stream: 'billing',
    durableName: PLAN_CONSUMER,
    types: ['billing.plan.changed.v1'],
    handle: async (event, trx) => {
      const { userId, plan, status, periodEnd, scheduledPlan = null } = event.payload;
      const outcome = await applyPlanChange(trx, userId, {
        plan,
        status,
        periodEnd: periodEnd === null ? null : new Date(periodEnd),
        // An event published before billing announced scheduled changes schedules nothing.
        scheduledPlan,
        sequence: event.sequence,
      });
      log.info({ eventId: event.id, userId, plan, status, scheduledPlan, outcome }, 'plan change received');
    },
  });
}

/** Starts it alone (tests; the service starts its whole table in nats-side.ts). */
export const startPlanChangeConsumer = (deps: NatsSideDeps) => planChangeConsumer(deps).start(deps, SCHEMA);
