import { toLocation, type LocationRow, type StoredLocation } from './location-repository';
import type { Db } from './db';

/** A location the user added to a map they do not own, with what the download says about that map. */
export interface Contribution {
  location: StoredLocation;
  map: { name: string; permalink: string; customFields: string[] };
}

type ContributionRow = LocationRow & {
  map_name: string;
  map_permalink: string;
  map_custom_fields: string[];
};

/**
 * The locations `userId` added to maps someone else owns (or no account owns: the demo map), oldest
 * first; deleted ones are no longer theirs to download.
 */
export async function listContributionsOf(db: Db, userId: number): Promise<Contribution[]> {
  const rows = (await db('locations')
    .join('maps', 'maps.id', 'locations.map_id')
    .where('locations.user_id', userId)
    .whereNot('locations.state', 'deleted')
    .andWhere((other) => other.whereNull('maps.user_id').orWhereNot('maps.user_id', userId))
    .select(
      'locations.*',
      'maps.name as map_name',
      'maps.permalink as map_permalink',
      'maps.custom_fields as map_custom_fields',
    )
    .orderBy([
      { column: 'locations.created_at', order: 'asc' },
      { column: 'locations.id', order: 'asc' },
    ])) as ContributionRow[];
  return rows.map((row) => ({
    location: toLocation(row),
    map: { name: row.map_name, permalink: row.map_permalink, customFields: row.map_custom_fields },
  }));
}

/** The ids of the maps `userId` owns, locked for this transaction (an account deletion removes them). */
export async function lockMapIdsOf(db: Db, userId: number): Promise<number[]> {
  return (await db('maps').where({ user_id: userId }).orderBy('id').forUpdate().pluck('id')) as number[];
}

/**
 * Unlinks the user's locations on maps they do not own (their own maps are deleted first): no
 * account and no session can edit them any more. Returns them as they are now.
 */
export async function unlinkContributionsOf(db: Db, userId: number): Promise<StoredLocation[]> {
  const rows = (await db('locations')
    .where({ user_id: userId })
    .update({ user_id: null, creator_session_id: null })
    .returning('*')) as LocationRow[];
  return rows.map(toLocation);
}

/** The keys of every logo the user uploaded (on a map or not), deleting their rows. */
export async function deleteLogoUploadsOf(db: Db, userId: number): Promise<string[]> {
  return (await db('logo_uploads').where({ user_id: userId }).delete().returning('key')).map(
    (row: { key: string }) => row.key,
  );
}

/** Forgets what maps keeps per user besides maps and locations: the plan projection, sign-in claims. */
export async function deleteUserRecords(db: Db, userId: number): Promise<void> {
  await db('user_plans').where({ user_id: userId }).delete();
  await db('session_claims').where({ user_id: userId }).delete();
}
