import type { Knex } from 'knex';
import { deleteExpiredSessions } from '../db/session-removal-repository';
import { recordSessionEnded } from './end-session';
import { sessionCutoffs } from './session-lifetimes';

/** Sessions ended per transaction, so one run never holds many row locks or a long transaction. */
const BATCH_SIZE = 200;

/**
 * Deletes every session that expired by `now` (architecture.md, Lifetimes), recording
 * `auth.session.ended.v1` (reason `expired`) for each in the same transaction, so maps deletes its
 * grants and realtime closes its sockets. Resolves how many sessions ended.
 */
export async function pruneExpiredSessions(knex: Knex, now: Date): Promise<number> {
  const cutoffs = sessionCutoffs(now);
  let ended = 0;
  for (;;) {
    const batch = await knex.transaction(async (trx) => {
      const expired = await deleteExpiredSessions(trx, cutoffs, BATCH_SIZE);
      for (const session of expired) await recordSessionEnded(trx, session, 'expired');
      return expired.length;
    });
    ended += batch;
    if (batch < BATCH_SIZE) return ended;
  }
}
