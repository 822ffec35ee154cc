import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { PaidPlanId } from '@groupmap/contracts';

export type TestCheckoutStatus = 'pending' | 'completed' | 'cancelled';

/** A TEST MODE checkout session. */
export interface TestCheckout {
  id: string;
  userId: number;
  plan: PaidPlanId;
  amountGbp: number;
  discount: { code: string; percentOff: number } | null;
  status: TestCheckoutStatus;
}

interface TestCheckoutRow {
  id: string;
  user_id: number;
  plan: PaidPlanId;
  amount_gbp: string;
  discount_code: string | null;
  percent_off: number | null;
  status: TestCheckoutStatus;
}

const TABLE = 'test_checkout_sessions';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toTestCheckout(row: TestCheckoutRow): TestCheckout {
  return {
    id: row.id,
    userId: row.user_id,
    plan: row.plan,
    // numeric comes back as a string from pg: exact pence, converted once here.
    amountGbp: Number(row.amount_gbp),
    discount:
      row.discount_code !== null && row.percent_off !== null
        ? { code: row.discount_code, percentOff: row.percent_off }
        : null,
    status: row.status,
  };
}

/** Stores a pending checkout; resolves its id. */
export async function insertTestCheckout(
  db: Knex,
  checkout: Pick<TestCheckout, 'userId' | 'plan' | 'amountGbp' | 'discount'>,
): Promise<string> {
  const id = randomUUID();
  await db(TABLE).insert({
    id,
    user_id: checkout.userId,
    plan: checkout.plan,
    amount_gbp: checkout.amountGbp,
    discount_code: checkout.discount?.code ?? null,
    percent_off: checkout.discount?.percentOff ?? null,
  });
  return id;
}

/** The checkout with this id, or null (also for an id that is not a uuid). */
export async function findTestCheckout(db: Knex, id: string): Promise<TestCheckout | null> {
  if (!UUID.test(id)) return null;
  const row: TestCheckoutRow | undefined = await db(TABLE).where({ id }).first();
  return row ? toTestCheckout(row) : null;
}

/**
 * Moves a pending checkout to `status` and resolves it; null when it is not pending any more. The
 * row lock makes concurrent callers queue, so only one of them sees it pending. A completed one is
 * paid at `at`.
 */
export async function finishTestCheckout(
  trx: Knex.Transaction,
  id: string,
  status: Exclude<TestCheckoutStatus, 'pending'>,
  at: Date = new Date(),
): Promise<TestCheckout | null> {
  const rows: TestCheckoutRow[] = await trx(TABLE)
    .where({ id, status: 'pending' })
    .update({ status, completed_at: status === 'completed' ? at : null })
    .returning('*');
  return rows[0] ? toTestCheckout(rows[0]) : null;
}

/** A paid TEST MODE checkout: the payment a refund gives back. */
export interface PaidTestCheckout {
  id: string;
  completedAt: Date;
}

/** The user's latest completed checkout paid at or after `since`, unless it was refunded; else null. */
export async function latestPaidTestCheckout(
  db: Knex,
  userId: number,
  since: Date,
): Promise<PaidTestCheckout | null> {
  const row = (await db(TABLE)
    .where({ user_id: userId, status: 'completed' })
    .whereNull('refunded_at')
    .where('completed_at', '>=', since)
    .orderBy('completed_at', 'desc')
    .first('id', 'completed_at')) as { id: string; completed_at: Date } | undefined;
  return row ? { id: row.id, completedAt: row.completed_at } : null;
}

/** Records checkout `id`'s refund at `at`, once (a second call changes nothing). */
export async function markTestCheckoutRefunded(db: Knex, id: string, at: Date): Promise<void> {
  await db(TABLE).where({ id }).whereNull('refunded_at').update({ refunded_at: at });
}

/** A checkout with its times, as "Download my data" shows it. */
export interface TestCheckoutRecord extends TestCheckout {
  createdAt: Date;
  completedAt: Date | null;
  refundedAt: Date | null;
}

/** Every checkout of the user, oldest first. */
export async function listTestCheckoutsOf(db: Knex, userId: number): Promise<TestCheckoutRecord[]> {
  const rows = (await db(TABLE).where({ user_id: userId }).orderBy('created_at').select('*')) as Array<
    TestCheckoutRow & { created_at: Date; completed_at: Date | null; refunded_at: Date | null }
  >;
  return rows.map((row) => ({
    ...toTestCheckout(row),
    createdAt: row.created_at,
    completedAt: row.completed_at,
    refundedAt: row.refunded_at,
  }));
}
