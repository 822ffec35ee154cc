import { isPlanId, type PlanId } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { Db } from './db';

const TABLE = 'user_plans';

/** A projection row's plan as a plan: free until an event arrived (architecture.md, Plans). */
export const toPlanId = (plan: string | null | undefined): PlanId =>
  plan !== null && plan !== undefined && isPlanId(plan) ? plan : 'free';

/** A user's plan as billing last announced it; free until an event arrived (architecture.md, Plans). */
export async function planOf(db: Db, userId: number): Promise<PlanId> {
  const row = (await db(TABLE).where({ user_id: userId }).first('plan')) as { plan: string } | undefined;
  return toPlanId(row?.plan);
}

/**
 * The user's plan, holding a lock on their projection row until `trx` ends: two concurrent creates
 * of one user queue here, so the second counts the first one's map. The row is made (free) when the
 * user has none yet, so there is always something to lock.
 */
export async function lockPlanOf(trx: Knex.Transaction, userId: number): Promise<PlanId> {
  await trx(TABLE).insert({ user_id: userId, plan: 'free', last_sequence: 0 }).onConflict('user_id').ignore();
  const row = (await trx(TABLE).where({ user_id: userId }).forUpdate().first('plan')) as { plan: string };
  return isPlanId(row.plan) ? row.plan : 'free';
}

/**
 * Applies billing's announcement of `userId`'s plan unless a later one (by billing's per-user
 * sequence) is already applied. Returns whether it changed the projection.
 */
export async function applyPlanChange(
  db: Db,
  userId: number,
  plan: PlanId,
  sequence: number,
): Promise<'applied' | 'stale'> {
  const { rows } = await db.raw<{ rows: unknown[] }>(
    `insert into ?? (user_id, plan, last_sequence) values (?, ?, ?)
     on conflict (user_id) do update set plan = excluded.plan, last_sequence = excluded.last_sequence
     where ??.last_sequence < excluded.last_sequence
     returning user_id`,
    [TABLE, userId, plan, sequence, TABLE],
  );
  return rows.length > 0 ? 'applied' : 'stale';
}
