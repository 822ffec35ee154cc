import type { Knex } from 'knex';
import type { Db } from './db';

/**
 * The oldest instants a live session may carry at a moment; anything older has expired (the
 * lifetimes themselves are domain/session-lifetimes.ts's).
 */
export interface SessionCutoffs {
  /** A signed-in session last used before this has expired (30 days without use). */
  signedInLastSeen: Date;
  /** A signed-in session whose user signed in before this has expired (90 days after login). */
  signedIn: Date;
  /** An anonymous session last used before this has expired (90 days without use). */
  anonymousLastSeen: Date;
  /** An anonymous session never used after the request that made it, made before this, has expired. */
  unusedCreated: Date;
}

/** Public ids are uuids; anything else names no session (and must not reach a uuid comparison). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `publicId` has the shape of a session's public id (a uuid). */
export const isPublicIdShape = (publicId: string): boolean => UUID.test(publicId);

/** A live session and who is signed in to it (contracts' ResolvedSession plus bookkeeping). */
export interface SessionRecord {
  id: number;
  publicId: string;
  userId: number | null;
  username: string | null;
  lastSeenAt: Date;
  /** When it was first resolved after the request that made it; null while it never was. */
  usedAt: Date | null;
}

interface SessionRow {
  id: string;
  public_id: string;
  user_id: number | null;
  username: string | null;
  last_seen_at: Date;
  used_at: Date | null;
}

function toSession(row: SessionRow): SessionRecord {
  return {
    id: Number(row.id),
    publicId: row.public_id,
    userId: row.user_id,
    username: row.username,
    lastSeenAt: row.last_seen_at,
    usedAt: row.used_at,
  };
}

/**
 * Restricts a sessions query (of {@link selectSession}, joined with users) to the sessions that have
 * not expired or been revoked, and are not signed in to a suspended account: suspension ends the
 * account's sessions, and this shuts one that raced it (a login in flight).
 */
function live(query: Knex.QueryBuilder, cutoffs: SessionCutoffs): Knex.QueryBuilder {
  return query.whereNull('sessions.revoked_at').andWhere((alive) =>
    alive
      .where((anonymous) =>
        anonymous
          .whereNull('sessions.user_id')
          .andWhere('sessions.last_seen_at', '>=', cutoffs.anonymousLastSeen)
          .andWhere((used) =>
            used.whereNotNull('sessions.used_at').orWhere('sessions.created_at', '>=', cutoffs.unusedCreated),
          ),
      )
      .orWhere((signedIn) =>
        signedIn
          .whereNotNull('sessions.user_id')
          .andWhere('sessions.last_seen_at', '>=', cutoffs.signedInLastSeen)
          .andWhere('sessions.signed_in_at', '>=', cutoffs.signedIn)
          .whereNull('users.suspended_at'),
      ),
  );
}

function selectSession(db: Db): Knex.QueryBuilder {
  return db('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select(
      'sessions.id',
      'sessions.public_id',
      'sessions.user_id',
      'users.username',
      'sessions.last_seen_at',
      'sessions.used_at',
    );
}

/** The live session holding this secret hash; null when unknown, expired or revoked. */
export async function findLiveSessionBySecretHash(
  db: Db,
  secretHash: string,
  cutoffs: SessionCutoffs,
): Promise<SessionRecord | null> {
  const row: SessionRow | undefined = await live(
    selectSession(db).where('sessions.secret_hash', secretHash),
    cutoffs,
  ).first();
  return row ? toSession(row) : null;
}

/** The live session with this public id, locked for the transaction's change; null when none. */
export async function lockLiveSession(
  trx: Knex.Transaction,
  publicId: string | null,
  cutoffs: SessionCutoffs,
): Promise<SessionRecord | null> {
  if (publicId === null || !isPublicIdShape(publicId)) return null;
  const row: SessionRow | undefined = await live(
    selectSession(trx).where('sessions.public_id', publicId),
    cutoffs,
  )
    .forUpdate('sessions')
    .first();
  return row ? toSession(row) : null;
}

/** Sets last_seen_at to `now`, unless it is already later than `notBefore` (saves a write per request). */
export async function touchSession(db: Db, id: number, now: Date, notBefore: Date): Promise<void> {
  await db('sessions').where({ id }).andWhere('last_seen_at', '<', notBefore).update({ last_seen_at: now });
}

/** Records the first use of session `id` after the request that made it (one write per session). */
export async function markSessionUsed(db: Db, id: number, now: Date): Promise<void> {
  await db('sessions').where({ id }).whereNull('used_at').update({ used_at: now, last_seen_at: now });
}

/**
 * Inserts an anonymous session for `secretHash`. Asking twice with one hash (a gateway retrying
 * after a timeout) inserts once; null when that hash belongs to a session that is no longer live.
 */
export async function insertSession(
  db: Db,
  secretHash: string,
  cutoffs: SessionCutoffs,
): Promise<SessionRecord | null> {
  await db('sessions').insert({ secret_hash: secretHash }).onConflict('secret_hash').ignore();
  return findLiveSessionBySecretHash(db, secretHash, cutoffs);
}

/** A new session with `userId` signed in on it at `now` (or nobody), under `secretHash`; answers its public id. */
export async function insertNewSession(
  db: Db,
  { userId, secretHash, now }: { userId: number | null; secretHash: string; now: Date },
): Promise<string> {
  const [row] = await db('sessions')
    .insert({
      user_id: userId,
      secret_hash: secretHash,
      created_at: now,
      last_seen_at: now,
      signed_in_at: userId === null ? null : now,
    })
    .returning('public_id');
  return (row as { public_id: string }).public_id;
}

/**
 * Signs `userId` in on session `id` at `now` under a new secret hash: the old secret stops resolving
 * at once.
 */
export async function signInOnSession(
  db: Db,
  id: number,
  { userId, secretHash, now }: { userId: number; secretHash: string; now: Date },
): Promise<void> {
  await db('sessions')
    .where({ id })
    .update({ user_id: userId, secret_hash: secretHash, signed_in_at: now, last_seen_at: now });
}

/** Deletes session `id`: its secret and public id never resolve again. */
export async function deleteSession(db: Db, id: number): Promise<void> {
  await db('sessions').where({ id }).delete();
}
