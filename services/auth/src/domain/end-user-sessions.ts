import type { Knex } from 'knex';
import { deleteUserSessions } from '../db/session-removal-repository';
import { recordSessionEnded, type SessionEndReason } from './end-session';

/**
 * Ends every session of `userId` but the browser's own (`except`, its public id; null ends them
 * all), each with `auth.session.ended.v1` in this transaction: gateways forget them, maps drops their
 * grants, realtime closes their sockets. Answers how many ended.
 */
export async function endUserSessions(
  trx: Knex.Transaction,
  { userId, except, reason }: { userId: number; except: string | null; reason: SessionEndReason },
): Promise<number> {
  const ended = await deleteUserSessions(trx, userId, except);
  for (const session of ended) await recordSessionEnded(trx, session, reason);
  return ended.length;
}
