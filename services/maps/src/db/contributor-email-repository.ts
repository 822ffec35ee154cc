import type { Db } from './db';

/**
 * The address a contributor without an account gave for their identity on a map (issue 26): its keyed
 * hash (what links and verified accounts are matched by) and sealed (what the mail goes to). Never
 * shown to the owner, never exported; cleared when the identity has no location left and when an
 * account takes the identity over.
 */
export interface ContributorEmail {
  emailKey: string;
  emailSealed: string;
}

/**
 * Keeps `email` for identity `contributorId` unless it already proved another address by a link: a
 * proven address is the identity's from then on, and a session holding it cannot swap in another.
 * Resolves whether the identity now holds `email`.
 */
export async function rememberContributorEmail(
  db: Db,
  contributorId: number,
  email: ContributorEmail,
): Promise<boolean> {
  const updated = await db('contributors')
    .where({ id: contributorId })
    .whereNull('user_id')
    .where((unproven) => unproven.whereNull('email_proven_at').orWhere({ email_key: email.emailKey }))
    .update({ email_key: email.emailKey, email_sealed: email.emailSealed });
  return updated > 0;
}

/**
 * The identities without an account on map `mapId` that hold the address hashed to `emailKey` and
 * still have a location there (deleted ones aside): what an edit link for that address reaches.
 */
export async function contributorsWithEmail(db: Db, mapId: number, emailKey: string): Promise<number[]> {
  const { rows } = await db.raw<{ rows: { id: number }[] }>(
    `select c.id from contributors c
      where c.map_id = ? and c.email_key = ? and c.user_id is null
        and exists (select 1 from locations l where l.contributor_id = c.id and l.state <> 'deleted')
      order by c.id`,
    [mapId, emailKey],
  );
  return rows.map((row) => row.id);
}

/** A followed link proved the address of identities `ids`. */
export async function markEmailProven(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db('contributors').whereIn('id', ids).update({ email_proven_at: at });
}

/** Identities without an account, on any map, that proved the address hashed to `emailKey`. */
export async function provenContributorsWithEmail(
  db: Db,
  emailKey: string,
): Promise<{ id: number; mapId: number }[]> {
  const rows = (await db('contributors')
    .where({ email_key: emailKey })
    .whereNull('user_id')
    .whereNotNull('email_proven_at')
    .select('id', 'map_id')) as { id: number; map_id: number }[];
  return rows.map((row) => ({ id: row.id, mapId: row.map_id }));
}

/**
 * Forgets the address of identities with no location left at all (their last one purged): the
 * address goes with the contributions. Resolves how many identities it was cleared from.
 */
export async function clearEmailsWithoutLocations(db: Db): Promise<number> {
  return db('contributors')
    .whereNotNull('email_key')
    .whereNotExists(
      db('locations').select(db.raw('1')).whereRaw('locations.contributor_id = contributors.id'),
    )
    .update({ email_key: null, email_sealed: null, email_proven_at: null });
}

/** The addresses kept for `userId`'s identities (taken over from visitors, issue 26), with their maps. */
export async function listAccountContributorEmails(
  db: Db,
  userId: number,
): Promise<{ mapName: string; permalink: string; emailSealed: string; provenAt: Date | null }[]> {
  const rows = (await db('contributors')
    .join('maps', 'maps.id', 'contributors.map_id')
    .where('contributors.user_id', userId)
    .whereNotNull('contributors.email_sealed')
    .orderBy('contributors.id')
    .select(
      'maps.name as map_name',
      'maps.permalink as permalink',
      'contributors.email_sealed as email_sealed',
      'contributors.email_proven_at as email_proven_at',
    )) as { map_name: string; permalink: string; email_sealed: string; email_proven_at: Date | null }[];
  return rows.map((row) => ({
    mapName: row.map_name,
    permalink: row.permalink,
    emailSealed: row.email_sealed,
    provenAt: row.email_proven_at,
  }));
}
