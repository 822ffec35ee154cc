import type { Knex } from 'knex';
import { rotateSession, type RotatedSession } from './rotate-session';

/**
 * Signs the user out of the visitor session: the session keeps its public id but no user, under a
 * new secret, so a copy of the old cookie replayed later is signed out.
 */
export async function logOut(
  knex: Knex,
  { sessionId, userId }: { sessionId: string | null; userId: number | null },
): Promise<RotatedSession> {
  return knex.transaction((trx) => rotateSession(trx, { publicId: sessionId, reason: 'logout', userId }));
}
