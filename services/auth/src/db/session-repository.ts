import type { Db } from './db';

/** Public ids are uuids; anything else names no session (and must not reach a uuid comparison). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A live session and who is signed in to it (contracts' ResolvedSession plus bookkeeping). */
export interface SessionRecord {
  id: number;
  publicId: string;
  userId: number | null;
  username: string | null;
  lastSeenAt: Date;
}

interface SessionRow {
  id: string;
  public_id: string;
  user_id: number | null;
  username: string | null;
  last_seen_at: Date;
}

function toSession(row: SessionRow): SessionRecord {
  return {
    id: Number(row.id),
    publicId: row.public_id,
    userId: row.user_id,
    username: row.username,
    lastSeenAt: row.last_seen_at,
  };
}

/** The session holding this secret hash, unless it was revoked. */
export async function findLiveSessionBySecretHash(db: Db, secretHash: string): Promise<SessionRecord | null> {
  const row: SessionRow | undefined = await db('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select(
      'sessions.id',
      'sessions.public_id',
      'sessions.user_id',
      'users.username',
      'sessions.last_seen_at',
    )
    .where('sessions.secret_hash', secretHash)
    .whereNull('sessions.revoked_at')
    .first();
  return row ? toSession(row) : null;
}

/** Sets last_seen_at to now, unless it is already later than `notBefore` (saves a write per request). */
export async function touchSession(db: Db, id: number, notBefore: Date): Promise<void> {
  await db('sessions').where({ id }).andWhere('last_seen_at', '<', notBefore).update({
    last_seen_at: db.fn.now(),
  });
}

/**
 * Inserts an anonymous session for `secretHash`. Asking twice with one hash (a gateway retrying
 * after a timeout) inserts once; null when that hash belongs to a revoked session.
 */
export async function insertSession(db: Db, secretHash: string): Promise<SessionRecord | null> {
  await db('sessions').insert({ secret_hash: secretHash }).onConflict('secret_hash').ignore();
  return findLiveSessionBySecretHash(db, secretHash);
}

/**
 * Binds `userId` (or nobody) to the live session `publicId` under a new secret hash: the old secret
 * stops resolving at once. Returns false when there is no such live session.
 */
export async function rebindSession(
  db: Db,
  publicId: string,
  change: { userId: number | null; secretHash: string },
): Promise<boolean> {
  if (!UUID.test(publicId)) return false;
  const updated = await db('sessions')
    .where({ public_id: publicId })
    .whereNull('revoked_at')
    .update({ user_id: change.userId, secret_hash: change.secretHash, last_seen_at: db.fn.now() });
  return updated > 0;
}

/** A new session already bound to `userId` (login from a request that carried no live session). */
export async function insertBoundSession(
  db: Db,
  change: { userId: number | null; secretHash: string },
): Promise<string> {
  const [row] = await db('sessions')
    .insert({ user_id: change.userId, secret_hash: change.secretHash })
    .returning('public_id');
  return (row as { public_id: string }).public_id;
}
