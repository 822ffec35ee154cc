import type { Db } from './db';

const REQUESTS = 'edit_link_requests';
const LINKS = 'edit_links';

/** "Send me a link" as the request left it (issue 26), handled after the answer. */
export interface EditLinkRequest {
  id: number;
  mapId: number;
  sessionId: string | null;
  /** From the add form: keep the address for the session's identity first. */
  remember: boolean;
  emailKey: string;
  emailSealed: string;
  attempts: number;
}

interface RequestRow {
  id: string | number;
  map_id: number;
  session_id: string | null;
  remember: boolean;
  email_key: string;
  email_sealed: string;
  attempts: number;
}

/**
 * Records a request, due at `at`: the service's clock, as the sender's `now` is (Postgres' own
 * now() has microseconds, so a request sent within the same millisecond would look not yet due).
 */
export async function insertEditLinkRequest(
  db: Db,
  request: Omit<EditLinkRequest, 'id' | 'attempts'>,
  at: Date,
): Promise<void> {
  await db(REQUESTS).insert({
    created_at: at,
    next_attempt_at: at,
    map_id: request.mapId,
    session_id: request.sessionId,
    remember: request.remember,
    email_key: request.emailKey,
    email_sealed: request.emailSealed,
  });
}

/**
 * The next request due at `now`, locked for the caller's transaction (SKIP LOCKED: replicas take
 * different ones), or undefined.
 */
export async function claimDueEditLinkRequest(db: Db, now: Date): Promise<EditLinkRequest | undefined> {
  const row = (await db(REQUESTS)
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .forUpdate()
    .skipLocked()
    .first()) as RequestRow | undefined;
  return (
    row && {
      id: Number(row.id),
      mapId: row.map_id,
      sessionId: row.session_id,
      remember: row.remember,
      emailKey: row.email_key,
      emailSealed: row.email_sealed,
      attempts: row.attempts,
    }
  );
}

export async function deleteEditLinkRequest(db: Db, id: number): Promise<void> {
  await db(REQUESTS).where({ id }).delete();
}

/** Puts a request whose mail could not be handed to auth back, for another attempt at `nextAttemptAt`. */
export async function retryEditLinkRequest(
  db: Db,
  id: number,
  attempts: number,
  nextAttemptAt: Date,
): Promise<void> {
  await db(REQUESTS).where({ id }).update({ attempts, next_attempt_at: nextAttemptAt });
}

/** A mailed link (only its token's hash is stored): single use, until `expiresAt`. */
export interface EditLink {
  mapId: number;
  emailKey: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function insertEditLink(
  db: Db,
  link: { tokenHash: string; mapId: number; emailKey: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db(LINKS).insert({
    token_hash: link.tokenHash,
    map_id: link.mapId,
    email_key: link.emailKey,
    created_at: link.createdAt,
    expires_at: link.expiresAt,
  });
}

/** The link whose token hashes to `tokenHash`, locked until the transaction ends. */
export async function findEditLinkForUpdate(db: Db, tokenHash: string): Promise<EditLink | undefined> {
  const row = (await db(LINKS).where({ token_hash: tokenHash }).forUpdate().first()) as
    { map_id: number; email_key: string; expires_at: Date; used_at: Date | null } | undefined;
  return (
    row && { mapId: row.map_id, emailKey: row.email_key, expiresAt: row.expires_at, usedAt: row.used_at }
  );
}

export async function markEditLinkUsed(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db(LINKS).where({ token_hash: tokenHash }).update({ used_at: at });
}

/** Deletes links that expired before `before` (a used or expired link says so until then). */
export async function deleteEditLinksExpiredBefore(db: Db, before: Date): Promise<number> {
  return db(LINKS).where('expires_at', '<', before).delete();
}
