import { usernameKey } from '@groupmap/contracts';
import type { Knex } from 'knex';
import { recordOperatorAction } from '../db/operator-action-repository';
import { deleteUserSessions } from '../db/session-removal-repository';
import {
  findUserByEmail,
  findUserById,
  findUserByUsernameKey,
  setSuspendedAt,
  type User,
} from '../db/user-repository';
import { recordSessionEnded } from './end-session';

export interface AccountActionInput {
  /** The account: its username (in any spelling of its key) or its e-mail (any letter case). */
  user: string;
  by: string;
  reason: string;
  now?: Date;
}

export interface AccountActionResult {
  /** The account, or null when nobody has that username or e-mail (nothing was changed). */
  user: User | null;
  /** False when the account was already in the asked state (the action is recorded anyway). */
  changed: boolean;
  /** Sessions ended (suspension only). */
  endedSessions: number;
  /** The outbox events appended (each ended session's `auth.session.ended.v1`). */
  eventIds: string[];
  auditId: number | null;
}

const NOBODY: AccountActionResult = {
  user: null,
  changed: false,
  endedSessions: 0,
  eventIds: [],
  auditId: null,
};

/**
 * The account named by a username or, when it has an "@", an e-mail address (usernames have none),
 * read again under a row lock, so two operators acting at once queue.
 */
async function lockedAccount(trx: Knex.Transaction, name: string): Promise<User | null> {
  const found =
    (name.includes('@') ? await findUserByEmail(trx, name) : null) ??
    (await findUserByUsernameKey(trx, usernameKey(name)));
  if (!found) return null;
  await trx('users').where({ id: found.id }).forUpdate().first('id');
  return findUserById(trx, found.id);
}

/**
 * Ends every session of the account, as endUserSessions does (the password change's and account
 * deletion's way), keeping the events' ids so the command can publish them at once.
 */
async function endEverySession(trx: Knex.Transaction, userId: number): Promise<string[]> {
  const ended = await deleteUserSessions(trx, userId, null);
  const eventIds: string[] = [];
  for (const session of ended) eventIds.push((await recordSessionEnded(trx, session, 'revoked')).id);
  return eventIds;
}

/**
 * Suspends an account (the terms: termination for violations), in one transaction with its audit
 * row: marks it suspended, so login and password reset refuse it and its sessions resolve to nobody,
 * and ends every one of its sessions (`auth.session.ended.v1`, reason `revoked`: gateways forget
 * them, maps drops their grants, realtime closes their sockets), as a password change does. Its maps
 * and locations stay visible; an operator removes content with map:remove and location:remove.
 */
export async function suspendAccount(knex: Knex, input: AccountActionInput): Promise<AccountActionResult> {
  const now = input.now ?? new Date();
  return knex.transaction(async (trx) => {
    const found = await lockedAccount(trx, input.user);
    if (!found) return NOBODY;
    const changed = found.suspendedAt === null;
    if (changed) await setSuspendedAt(trx, found.id, now);
    // Even when already suspended: a session that raced the first suspension ends too.
    const eventIds = await endEverySession(trx, found.id);
    const endedSessions = eventIds.length;
    const auditId = await recordOperatorAction(trx, {
      action: 'account.suspend',
      userId: found.id,
      username: found.username,
      operator: input.by,
      reason: input.reason,
      details: { endedSessions, alreadySuspended: !changed },
      at: now,
    });
    return {
      user: { ...found, suspendedAt: changed ? now : found.suspendedAt },
      changed,
      endedSessions,
      eventIds,
      auditId,
    };
  });
}

/** Lifts an account's suspension, in one transaction with its audit row: the user can log in again. */
export async function reinstateAccount(knex: Knex, input: AccountActionInput): Promise<AccountActionResult> {
  const now = input.now ?? new Date();
  return knex.transaction(async (trx) => {
    const found = await lockedAccount(trx, input.user);
    if (!found) return NOBODY;
    const changed = found.suspendedAt !== null;
    if (changed) await setSuspendedAt(trx, found.id, null);
    const auditId = await recordOperatorAction(trx, {
      action: 'account.reinstate',
      userId: found.id,
      username: found.username,
      operator: input.by,
      reason: input.reason,
      details: { wasSuspended: changed, suspendedAt: found.suspendedAt },
      at: now,
    });
    return { user: { ...found, suspendedAt: null }, changed, endedSessions: 0, eventIds: [], auditId };
  });
}
