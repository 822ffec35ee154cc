import { hashSessionSecret, newSessionSecret } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { insertNewSession, lockLiveSession } from '../db/session-repository';
import { endSession } from './end-session';
import { sessionCutoffs } from './session-lifetimes';
import type { HandedOverSession } from './sign-in-session';

/**
 * Logout turns the browser into a new visitor (architecture.md, Requests): the session `publicId`
 * ends (`auth.session.ended.v1`, reason `logout`) and a new anonymous one, with a new secret and a
 * new public id, replaces it. Map-password grants and anonymous rights stay behind with the old public
 * id, so the next person at a shared computer inherits nothing; a copy of the old cookie is refused.
 * Signed in or not, it always answers a new visitor session.
 */
export async function logOut(
  knex: Knex,
  { publicId, now = new Date() }: { publicId: string | null; now?: Date },
): Promise<HandedOverSession> {
  return knex.transaction(async (trx) => {
    const current = await lockLiveSession(trx, publicId, sessionCutoffs(now));
    if (current) await endSession(trx, current, 'logout');
    const secret = newSessionSecret();
    const next = await insertNewSession(trx, { userId: null, secretHash: hashSessionSecret(secret), now });
    return { secret, publicId: next };
  });
}
