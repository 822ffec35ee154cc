import { appendToOutbox } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { EndedSession } from '../db/session-removal-repository';
import { deleteSession, type SessionRecord } from '../db/session-repository';

export type SessionEndReason = 'logout' | 'replaced' | 'expired' | 'revoked';

/**
 * Records that a session is over for good (`auth.session.ended.v1`), in the transaction that removed
 * it: gateways forget it, maps deletes its grants, realtime closes its sockets.
 */
export async function recordSessionEnded(
  trx: Knex.Transaction,
  { publicId, userId }: EndedSession,
  reason: SessionEndReason,
): Promise<{ id: string }> {
  // The event's envelope is returned for a caller that publishes it at once (account:suspend).
  return appendToOutbox(trx, {
    type: 'auth.session.ended.v1',
    aggregateId: publicId,
    payload: { sessionId: publicId, userId, reason },
  });
}

/** Ends a live session for good: deletes it and records why. */
export async function endSession(
  trx: Knex.Transaction,
  session: Pick<SessionRecord, 'id' | 'publicId' | 'userId'>,
  reason: SessionEndReason,
): Promise<void> {
  await deleteSession(trx, session.id);
  await recordSessionEnded(trx, session, reason);
}
