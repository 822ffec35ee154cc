import type { Db } from './db';

/** Who adds: an account, or a visitor session without one. */
export interface ContributorKey {
  userId: number | null;
  sessionId: string | null;
  /** The account's username now, kept for the owner's review panel (usernames can change). */
  username?: string | null;
}

/** A contributor identity and how the owner stands toward it: trusted (skips review), blocked. */
export interface ContributorStanding {
  id: number;
  trusted: boolean;
  blocked: boolean;
}

/** A contributor row's standing columns, as read (also by lockMapForAdd, in its one query). */
export interface StandingRow {
  id: number;
  username?: string | null;
  trusted_at: Date | null;
  blocked_at: Date | null;
}

const STANDING_COLUMNS = ['id', 'username', 'trusted_at', 'blocked_at'] as const;
const toStanding = (row: StandingRow): ContributorStanding => ({
  id: row.id,
  trusted: row.trusted_at !== null,
  blocked: row.blocked_at !== null,
});

/**
 * The contributor identity of `who` on map `mapId`, created with their first contribution (issue
 * 24): an account's, or a visitor session's while no account is signed in on it, with the owner's
 * trust and block (issue 25) read in the same query. Null for a write with neither (nobody could be
 * told apart or trusted). Read first, since nearly every write is by someone who wrote before;
 * created when missing, safe under concurrency: a second creator's insert yields to the first's (the
 * partial unique indexes) and reads the row the first made.
 */
export async function contributorStandingFor(
  db: Db,
  mapId: number,
  who: ContributorKey,
  known?: { row: StandingRow | undefined },
): Promise<ContributorStanding | null> {
  const query = existingStandingQuery(db, mapId, who);
  if (query === null) return null;
  // `known`: the caller read the existing row already, in its own query (an add, issue 27).
  const existing = known ? known.row : ((await query) as StandingRow | undefined);
  if (who.userId !== null) return accountContributor(db, mapId, who.userId, who, existing);
  if (existing) return toStanding(existing);
  await db.raw(
    `insert into contributors (map_id, session_id) values (?, ?)
     on conflict (map_id, session_id) where user_id is null and session_id is not null do nothing`,
    [mapId, who.sessionId],
  );
  return standingOf(visitorRow(db, mapId, who.sessionId!));
}

/**
 * The query of `who`'s existing identity on map `mapId` (its standing columns, one row or none), or
 * null for a write with neither account nor session. contributorStandingFor runs it; an add joins it
 * into its read of the map instead (lockMapForAdd).
 */
export function existingStandingQuery(db: Db, mapId: number, who: ContributorKey) {
  if (who.userId !== null)
    return db('contributors')
      .where({ map_id: mapId, user_id: who.userId })
      .first(...STANDING_COLUMNS);
  if (who.sessionId === null) return null;
  return sessionIdentityRow(db, mapId, who.sessionId).first(...STANDING_COLUMNS);
}

/** The contributor identity of `who` on map `mapId` (contributorStandingFor), by id alone. */
export async function contributorFor(db: Db, mapId: number, who: ContributorKey): Promise<number | null> {
  return (await contributorStandingFor(db, mapId, who))?.id ?? null;
}

const visitorRow = (db: Db, mapId: number, sessionId: string) =>
  db('contributors').where({ map_id: mapId, session_id: sessionId }).whereNull('user_id');

/**
 * The identity without an account a session writes as on a map: the one it created, else the one a
 * followed edit link bound to it most recently (issue 26), so what it adds on the new device joins
 * the same identity and the same link keeps covering it.
 */
const sessionIdentityRow = (db: Db, mapId: number, sessionId: string) =>
  db('contributors')
    .where({ map_id: mapId })
    .whereNull('user_id')
    .where((mine) =>
      mine
        .where({ session_id: sessionId })
        .orWhereIn(
          'id',
          db('contributor_sessions').select('contributor_id').where({ map_id: mapId, session_id: sessionId }),
        ),
    )
    .orderByRaw('(session_id is not distinct from ?) desc, id desc', [sessionId]);

/** The identity without an account `sessionId` writes as on map `mapId`, or null before its first write. */
export async function sessionContributorId(db: Db, mapId: number, sessionId: string): Promise<number | null> {
  const row = (await sessionIdentityRow(db, mapId, sessionId).first('id')) as { id: number } | undefined;
  return row?.id ?? null;
}

/** An account's identity on the map, its username kept current (the review panel names it). */
async function accountContributor(
  db: Db,
  mapId: number,
  userId: number,
  who: ContributorKey,
  existing: StandingRow | undefined,
): Promise<ContributorStanding> {
  const username = who.username ?? null;
  if (existing && (username === null || existing.username === username)) return toStanding(existing);
  await db.raw(
    `insert into contributors (map_id, user_id, session_id, username) values (?, ?, ?, ?)
     on conflict (map_id, user_id) where user_id is not null
     do update set username = coalesce(excluded.username, contributors.username)`,
    [mapId, userId, who.sessionId, username],
  );
  return standingOf(db('contributors').where({ map_id: mapId, user_id: userId }));
}

async function standingOf(query: ReturnType<Db>): Promise<ContributorStanding> {
  return toStanding((await query.first(...STANDING_COLUMNS)) as StandingRow);
}

/**
 * An account deletion's anonymisation: the account's identities keep their ids (what they added stays,
 * and the owner's view of who did what stays coherent) but lose the account and the session.
 */
export async function anonymiseContributorsOf(db: Db, userId: number): Promise<void> {
  await db('contributors').where({ user_id: userId }).update({
    user_id: null,
    session_id: null,
    username: null,
    email_key: null,
    email_sealed: null,
    email_proven_at: null,
  });
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

/** Blocks (`at`) or unblocks (null) contributor `id` of map `mapId` (issue 25); false when not the map's. */
export async function setBlocked(db: Db, mapId: number, id: number, at: Date | null): Promise<boolean> {
  const updated = await db('contributors').where({ id, map_id: mapId }).update({ blocked_at: at });
  return updated > 0;
}

/** Whether the owner blocked contributor `id`: their adds and edits on the map are refused. */
export async function isBlocked(db: Db, id: number | null): Promise<boolean> {
  if (id === null) return false;
  const row = (await db('contributors').where({ id }).first('blocked_at')) as
    { blocked_at: Date | null } | undefined;
  return Boolean(row?.blocked_at);
}

/** One row of the owner's "Contributors" (issue 25). */
export interface ContributorSummary extends ContributorName {
  blockedAt: Date | null;
  /** Their locations on the map that are not deleted. */
  locationCount: number;
  /** When they last added or edited (an edit awaiting review included), or null. */
  lastActivityAt: Date | null;
}

/**
 * Every contributor identity of map `mapId` with what they have there now, most recently active first.
 * An identity whose every location was deleted still shows (0), so the owner can restore or unblock.
 */
export async function listContributorsOf(db: Db, mapId: number): Promise<ContributorSummary[]> {
  const { rows } = await db.raw<{
    rows: (ContributorNameRow & {
      blocked_at: Date | null;
      location_count: number;
      last_activity_at: Date | null;
    })[];
  }>(
    `select c.id, c.username, c.user_id, c.trusted_at, c.blocked_at,
            (select count(*) from locations l
              where l.contributor_id = c.id and l.state <> 'deleted')::int as location_count,
            greatest(
              (select max(l.created_at) from locations l where l.contributor_id = c.id),
              (select max(r.created_at) from location_revisions r where r.contributor_id = c.id)
            ) as last_activity_at
       from contributors c
      where c.map_id = ?
      order by last_activity_at desc nulls last, c.id desc`,
    [mapId],
  );
  return rows.map((row) => ({
    ...toContributorName(row),
    blockedAt: row.blocked_at,
    locationCount: row.location_count,
    lastActivityAt: row.last_activity_at,
  }));
}
