import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { PaidPlanId } from '../checkout/checkout-provider';

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
 * row lock makes concurrent callers queue, so only one of them sees it pending.
 */
export async function finishTestCheckout(
  trx: Knex.Transaction,
  id: string,
  status: Exclude<TestCheckoutStatus, 'pending'>,
): Promise<TestCheckout | null> {
  const rows: TestCheckoutRow[] = await trx(TABLE)
    .where({ id, status: 'pending' })
    .update({ status })
    .returning('*');
  return rows[0] ? toTestCheckout(rows[0]) : null;
}
