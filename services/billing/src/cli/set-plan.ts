import { lookupUserReplySchema, type PlanId, type SubscriptionStatus } from '@groupmap/contracts';
import { ensureStreamExists, requestRpc, RpcError, startOutboxRelay, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { operatorPlanChange, operatorSubscriptionChange } from '../domain/operator-plan-change';
import { applySubscriptionChange } from '../domain/subscription-change';
import { publishPlanChange } from '../domain/publish-plan-change';
import { SCHEMA, SERVICE } from '../schema';

/** A failure the operator can act on; its message is printed as is. */
export class PlanSetError extends Error {
  override name = 'PlanSetError';
}

export interface SetPlanDeps {
  /** Billing's knex (bound to its schema). */
  knex: Knex;
  nc: NatsConnection;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
  now?: () => Date;
  /** How long to wait for the event to be published before leaving it to billing's relay. */
  publishWaitMs?: number;
}

export interface SetPlanResult {
  userId: number;
  username: string;
  plan: PlanId;
  status: SubscriptionStatus | null;
  periodEnd: Date | null;
  eventId: string;
  /** False when it is still in billing's outbox (the running billing service publishes it). */
  published: boolean;
}

const DEFAULT_PUBLISH_WAIT_MS = 5_000;
const POLL_MS = 50;

async function lookUpUser({ nc, prefix }: SetPlanDeps, username: string) {
  try {
    const { user } = await requestRpc({
      nc,
      prefix,
      name: 'auth.user.lookup',
      body: { username },
      reply: lookupUserReplySchema,
    });
    if (!user) throw new PlanSetError(`No user named "${username}"`);
    return user;
  } catch (error) {
    if (error instanceof RpcError && (error.reason === 'no-responder' || error.reason === 'timeout'))
      throw new PlanSetError(
        `The auth service does not answer on NATS (prefix "${prefix}"): is the platform running (npm start)?`,
      );
    throw error;
  }
}

/**
 * Publishes the outbox at once, beside any running billing relay: rows are claimed with SKIP LOCKED
 * and published with the event id as msgID, so two relays never send one row twice. Resolves
 * whether the event went out within `waitMs`.
 */
async function publishNow({ knex, nc, prefix, logger }: SetPlanDeps, eventId: string, waitMs: number) {
  // Only makes sure the stream is there: its settings (the replica count) are the running billing's.
  await ensureStreamExists(nc, { prefix, service: SERVICE });
  const relay = await startOutboxRelay({ knex, nc, prefix, logger, service: SERVICE, schema: SCHEMA });
  try {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const row: { published_at: Date | null } | undefined = await knex('outbox')
        .where({ id: eventId })
        .first('published_at');
      if (row?.published_at) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await relay.stop();
  }
}

/**
 * `npm run plan:set -- <username> <plan>`: looks the user up in auth (`auth.user.lookup`), then
 * makes billing announce the plan through its outbox, as the checkout will, and publishes it.
 */
export async function setPlan(deps: SetPlanDeps, username: string, plan: PlanId): Promise<SetPlanResult> {
  const user = await lookUpUser(deps, username);
  const now = (deps.now ?? (() => new Date()))();
  const change = operatorPlanChange(user.id, plan, now);
  const event = await deps.knex.transaction(async (trx) => {
    // Billing's own record follows, so a later subscribe call knows the operator's plan.
    await applySubscriptionChange(trx, operatorSubscriptionChange(change, now), { announce: false });
    return publishPlanChange(trx, change);
  });
  const published = await publishNow(deps, event.id, deps.publishWaitMs ?? DEFAULT_PUBLISH_WAIT_MS);
  return { ...change, username: user.username, eventId: event.id, published };
}
