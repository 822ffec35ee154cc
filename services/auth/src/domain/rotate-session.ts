import { appendToOutbox } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { insertBoundSession, rebindSession } from '../db/session-repository';
import { hashSessionSecret, newSessionSecret } from './session-secret';

export type RotationReason = 'login' | 'logout';

export interface RotatedSession {
  /** The new `session_id` cookie value; only its hash is stored. */
  secret: string;
  /** The session's public id: unchanged when the request named a live session. */
  publicId: string;
}

export interface RotationInput {
  /** The visitor session named by the identity token (`sid`). */
  publicId: string | null;
  reason: RotationReason;
  /** On login, the user signing in; on logout, the one signing out (or null for a visitor). */
  userId: number | null;
}

/**
 * Login binds the user to the visitor session `publicId`, logout unbinds it; either way under a new
 * secret, so a copy of the old cookie is refused from now on (no session fixation). Records
 * `auth.session.revoked.v1` in the same transaction, on which every gateway drops its cached
 * lookups. A request without a live session (none named, or revoked meanwhile) gets a new one.
 */
export async function rotateSession(
  trx: Knex.Transaction,
  { publicId, reason, userId }: RotationInput,
): Promise<RotatedSession> {
  const secret = newSessionSecret();
  const change = { userId: reason === 'login' ? userId : null, secretHash: hashSessionSecret(secret) };
  const rebound = publicId !== null && (await rebindSession(trx, publicId, change));
  const sessionId = rebound ? publicId : await insertBoundSession(trx, change);
  await appendToOutbox(trx, {
    type: 'auth.session.revoked.v1',
    aggregateId: sessionId,
    payload: { sessionId, userId, reason },
  });
  return { secret, publicId: sessionId };
}
