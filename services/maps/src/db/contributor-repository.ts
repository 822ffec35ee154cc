import type { Db } from './db';

/** Who adds: an account, or a visitor session without one. */
export interface ContributorKey {
  userId: number | null;
  sessionId: string | null;
  /** The account's username now, kept for the owner's review panel (usernames can change). */
  username?: string | null;
}

/**
 * The contributor identity of `who` on map `mapId`, created with their first contribution (issue
 * 24): an account's, or a visitor session's while no account is signed in on it. Null for a write
 * with neither (nobody could be told apart or trusted). Read first, since nearly every write is by
 * someone who wrote before; created when missing, safe under concurrency: a second creator's insert
 * yields to the first's (the partial unique indexes) and reads the row the first made.
 */
export async function contributorFor(db: Db, mapId: number, who: ContributorKey): Promise<number | null> {
  if (who.userId !== null) return accountContributor(db, mapId, who.userId, who);
  if (who.sessionId === null) return null;
  const existing = (await visitorRow(db, mapId, who.sessionId).first('id')) as { id: number } | undefined;
  if (existing) return existing.id;
  await db.raw(
    `insert into contributors (map_id, session_id) values (?, ?)
     on conflict (map_id, session_id) where user_id is null and session_id is not null do nothing`,
    [mapId, who.sessionId],
  );
  return idOf(visitorRow(db, mapId, who.sessionId));
}

const visitorRow = (db: Db, mapId: number, sessionId: string) =>
  db('contributors').where({ map_id: mapId, session_id: sessionId }).whereNull('user_id');

/** An account's identity on the map, its username kept current (the review panel names it). */
async function accountContributor(
  db: Db,
  mapId: number,
  userId: number,
  who: ContributorKey,
): Promise<number> {
  const existing = (await db('contributors')
    .where({ map_id: mapId, user_id: userId })
    .first('id', 'username')) as { id: number; username: string | null } | undefined;
  const username = who.username ?? null;
  if (existing && (username === null || existing.username === username)) return existing.id;
  await db.raw(
    `insert into contributors (map_id, user_id, session_id, username) values (?, ?, ?, ?)
     on conflict (map_id, user_id) where user_id is not null
     do update set username = coalesce(excluded.username, contributors.username)`,
    [mapId, userId, who.sessionId, username],
  );
  return idOf(db('contributors').where({ map_id: mapId, user_id: userId }));
}

async function idOf(query: ReturnType<Db>): Promise<number> {
  const row = (await query.first('id')) as { id: number };
  return row.id;
}

/**
 * An account deletion's anonymisation: the account's identities keep their ids (what they added stays,
 * and the owner's view of who did what stays coherent) but lose the account and the session.
 */
export async function anonymiseContributorsOf(db: Db, userId: number): Promise<void> {
  await db('contributors')
    .where({ user_id: userId })
    .update({ user_id: null, session_id: null, username: null });
}

/** Whether the owner trusts contributor `id` ("Trust this contributor": their work skips review). */
export async function isTrusted(db: Db, id: number | null): Promise<boolean> {
  if (id === null) return false;
  const row = (await db('contributors').where({ id }).first('trusted_at')) as
    { trusted_at: Date | null } | undefined;
  return Boolean(row?.trusted_at);
}

/** A contributor identity as the owner's screens name it. */
export interface ContributorName {
  id: number;
  username: string | null;
  isAccount: boolean;
  trustedAt: Date | null;
}

/** Map `mapId`'s contributor identities among `ids`, by id. */
export async function findContributors(
  db: Db,
  mapId: number,
  ids: readonly number[],
): Promise<Map<number, ContributorName>> {
  if (ids.length === 0) return new Map();
  const rows = (await db('contributors')
    .where({ map_id: mapId })
    .whereIn('id', ids)
    .select('id', 'username', 'user_id', 'trusted_at')) as ContributorNameRow[];
  return new Map(rows.map((row) => [row.id, toContributorName(row)]));
}

interface ContributorNameRow {
  id: number;
  username: string | null;
  user_id: number | null;
  trusted_at: Date | null;
}

const toContributorName = (row: ContributorNameRow): ContributorName => ({
  id: row.id,
  username: row.username,
  isAccount: row.user_id !== null,
  trustedAt: row.trusted_at,
});

/** Trusts (`at`) or stops trusting (null) contributor `id` of map `mapId`; false when it is not the map's. */
export async function setTrusted(db: Db, mapId: number, id: number, at: Date | null): Promise<boolean> {
  const updated = await db('contributors').where({ id, map_id: mapId }).update({ trusted_at: at });
  return updated > 0;
}

/** The map's trusted contributors, most recently trusted first. */
export async function listTrusted(db: Db, mapId: number): Promise<ContributorName[]> {
  const rows = (await db('contributors')
    .where({ map_id: mapId })
    .whereNotNull('trusted_at')
    .orderBy([
      { column: 'trusted_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'username', 'user_id', 'trusted_at')) as ContributorNameRow[];
  return rows.map(toContributorName);
}
