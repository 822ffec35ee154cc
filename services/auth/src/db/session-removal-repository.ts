import type { Knex } from 'knex';
import { isPublicIdShape, type SessionCutoffs } from './session-repository';

/** A session the pruning job removes. */
export interface EndedSession {
  publicId: string;
  userId: number | null;
}

/**
 * Deletes up to `limit` sessions that expired by `cutoffs` (or were revoked) and answers them.
 * Rows another pruner holds are skipped, so replicas share the work.
 */
export async function deleteExpiredSessions(
  trx: Knex.Transaction,
  cutoffs: SessionCutoffs,
  limit: number,
): Promise<EndedSession[]> {
  const expired = trx('sessions')
    .select('id')
    .whereNotNull('revoked_at')
    .orWhere((anonymous) =>
      anonymous.whereNull('user_id').andWhere('last_seen_at', '<', cutoffs.anonymousLastSeen),
    )
    .orWhere((unused) =>
      unused.whereNull('user_id').whereNull('used_at').andWhere('created_at', '<', cutoffs.unusedCreated),
    )
    .orWhere((signedIn) =>
      signedIn
        .whereNotNull('user_id')
        .andWhere((old) =>
          old
            .where('last_seen_at', '<', cutoffs.signedInLastSeen)
            .orWhere('signed_in_at', '<', cutoffs.signedIn),
        ),
    )
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows: Array<{ public_id: string; user_id: number | null }> = await trx('sessions')
    .whereIn('id', expired)
    .delete()
    .returning(['public_id', 'user_id']);
  return rows.map((row) => ({ publicId: row.public_id, userId: row.user_id }));
}

/**
 * Deletes every session `userId` is signed in on, except the one with public id `exceptPublicId`
 * (the browser that asked), and answers them. Expired ones not yet pruned go too.
 */
export async function deleteUserSessions(
  trx: Knex.Transaction,
  userId: number,
  exceptPublicId: string | null,
): Promise<EndedSession[]> {
  const query = trx('sessions').where({ user_id: userId });
  if (exceptPublicId !== null && isPublicIdShape(exceptPublicId))
    query.whereNot({ public_id: exceptPublicId });
  const rows: Array<{ public_id: string; user_id: number | null }> = await query
    .delete()
    .returning(['public_id', 'user_id']);
  return rows.map((row) => ({ publicId: row.public_id, userId: row.user_id }));
}
