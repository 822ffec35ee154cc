import type { PlanId, SubscriptionStatus } from '@groupmap/contracts';
import type { Knex } from 'knex';

/** A user's subscription as billing records it (spec section 3, subscriptions). */
export interface Subscription {
  id: number;
  userId: number;
  stripeSubscriptionId: string | null;
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  scheduledPlan: PlanId | null;
  lastChangeAt: Date;
}

interface SubscriptionRow {
  id: number;
  user_id: number;
  stripe_subscription_id: string | null;
  plan_tier: PlanId;
  status: SubscriptionStatus;
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  scheduled_plan: PlanId | null;
  last_change_at: Date;
}

/** The fields a change writes (everything but the id and the timestamps the table keeps). */
export type SubscriptionFields = Omit<Subscription, 'id'>;

const TABLE = 'subscriptions';

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    userId: row.user_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    plan: row.plan_tier,
    status: row.status,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    scheduledPlan: row.scheduled_plan,
    lastChangeAt: row.last_change_at,
  };
}

function toRow(fields: SubscriptionFields) {
  return {
    user_id: fields.userId,
    stripe_subscription_id: fields.stripeSubscriptionId,
    plan_tier: fields.plan,
    status: fields.status,
    current_period_start: fields.currentPeriodStart,
    current_period_end: fields.currentPeriodEnd,
    cancel_at_period_end: fields.cancelAtPeriodEnd,
    scheduled_plan: fields.scheduledPlan,
    last_change_at: fields.lastChangeAt,
  };
}

/** The user's subscription, or null when they never had one. */
export async function findSubscriptionByUserId(db: Knex, userId: number): Promise<Subscription | null> {
  const row: SubscriptionRow | undefined = await db(TABLE).where({ user_id: userId }).first();
  return row ? toSubscription(row) : null;
}

/** Like {@link findSubscriptionByUserId}, holding the row's lock until the transaction ends. */
export async function lockSubscriptionByUserId(
  trx: Knex.Transaction,
  userId: number,
): Promise<Subscription | null> {
  const row: SubscriptionRow | undefined = await trx(TABLE).where({ user_id: userId }).forUpdate().first();
  return row ? toSubscription(row) : null;
}

/**
 * Creates the user's first subscription row; false when another transaction created it meanwhile
 * (the insert waits for that one to commit, so a lock taken afterwards sees its row).
 */
export async function insertFirstSubscription(
  trx: Knex.Transaction,
  fields: SubscriptionFields,
): Promise<boolean> {
  const inserted: unknown[] = await trx(TABLE)
    .insert(toRow(fields))
    .onConflict('user_id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** Overwrites the user's subscription row (locked by the caller). */
export async function saveSubscription(trx: Knex.Transaction, fields: SubscriptionFields): Promise<void> {
  await trx(TABLE)
    .where({ user_id: fields.userId })
    .update({ ...toRow(fields), updated_at: trx.fn.now() });
}

/** Records a downgrade waiting for the period end (the plan itself does not change yet). */
export async function markPeriodEndChange(
  trx: Knex.Transaction,
  userId: number,
  change: { cancelAtPeriodEnd: boolean; scheduledPlan: PlanId | null },
): Promise<void> {
  await trx(TABLE).where({ user_id: userId }).update({
    cancel_at_period_end: change.cancelAtPeriodEnd,
    scheduled_plan: change.scheduledPlan,
    updated_at: trx.fn.now(),
  });
}

/**
 * Subscriptions billing runs itself (not Stripe's: Stripe ends or switches those and says so by
 * webhook) whose period has ended with a cancellation or downgrade waiting, locked for this
 * transaction; rows another job run holds are skipped, so replicas never process one twice.
 */
export async function lockDuePeriodEnds(
  trx: Knex.Transaction,
  now: Date,
  limit: number,
): Promise<Subscription[]> {
  const rows: SubscriptionRow[] = await trx(TABLE)
    .whereNull('stripe_subscription_id')
    .andWhere('current_period_end', '<=', now)
    .andWhere((due) => due.where('cancel_at_period_end', true).orWhereNotNull('scheduled_plan'))
    .orderBy('current_period_end')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return rows.map(toSubscription);
}
