import { appendToOutbox, hashSessionSecret, newSessionSecret } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { insertNewSession, lockLiveSession, signInOnSession } from '../db/session-repository';
import { endSession } from './end-session';
import { sessionCutoffs } from './session-lifetimes';

/** A session auth hands the gateway (kit's session-handoff headers), which sets it as the cookie. */
export interface HandedOverSession {
  /** The new `session_id` cookie value; only its hash is stored. */
  secret: string;
  publicId: string;
}

/**
 * Signs `userId` in on the visitor session `publicId` (login, registration), always under a new
 * secret, so a copy of the old cookie is refused from now on (no session fixation):
 * - a live session with no user, or with this same user, keeps its public id (what the visitor
 *   added anonymously stays theirs) and `auth.session.bound.v1` is recorded;
 * - a live session of another user ends (`auth.session.ended.v1`, reason `replaced`) and the browser
 *   starts afresh as a new visitor signed in as `userId`, inheriting nothing of the other account;
 * - no live session (expired meanwhile) gives a new one.
 */
export async function signInSession(
  trx: Knex.Transaction,
  { publicId, userId, now = new Date() }: { publicId: string | null; userId: number; now?: Date },
): Promise<HandedOverSession> {
  const secret = newSessionSecret();
  const secretHash = hashSessionSecret(secret);
  const current = await lockLiveSession(trx, publicId, sessionCutoffs(now));
  if (current && (current.userId === null || current.userId === userId)) {
    await signInOnSession(trx, current.id, { userId, secretHash, now });
    await appendToOutbox(trx, {
      type: 'auth.session.bound.v1',
      aggregateId: current.publicId,
      payload: { sessionId: current.publicId, userId },
    });
    return { secret, publicId: current.publicId };
  }
  if (current) await endSession(trx, current, 'replaced');
  return { secret, publicId: await insertNewSession(trx, { userId, secretHash, now }) };
}
