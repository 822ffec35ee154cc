import { DEMO_MAP_PERMALINK, type WhoCanAdd } from '@groupmap/contracts';
import type { Db } from './db';

const TABLE = 'maps';

/** A map as the service works with it (spec section 3). */
export interface StoredMap {
  id: number;
  /** The owner; null for the demo map, which belongs to no account. */
  userId: number | null;
  name: string;
  description: string | null;
  permalink: string;
  customFields: string[];
  passwordEncrypted: string | null;
  passwordProtected: boolean;
  passwordVersion: number;
  logoUrl: string | null;
  /** Who may add locations (issue 24). */
  whoCanAdd: WhoCanAdd;
  /** "Review new locations before they appear" (issue 24). */
  reviewNewLocations: boolean;
  createdAt: Date;
}

/** What a create or an edit writes. */
export type MapWrite = Pick<
  StoredMap,
  | 'name'
  | 'description'
  | 'customFields'
  | 'passwordEncrypted'
  | 'passwordProtected'
  | 'passwordVersion'
  | 'logoUrl'
  | 'whoCanAdd'
  | 'reviewNewLocations'
>;

export interface MapRow {
  id: number;
  user_id: number | null;
  name: string;
  description: string | null;
  permalink: string;
  custom_fields: string[];
  password_encrypted: string | null;
  password_protected: boolean;
  password_version: number;
  logo_url: string | null;
  who_can_add: WhoCanAdd;
  review_new_locations: boolean;
  created_at: Date;
}

export function toMap(row: MapRow): StoredMap {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    permalink: row.permalink,
    customFields: row.custom_fields,
    passwordEncrypted: row.password_encrypted,
    passwordProtected: row.password_protected,
    passwordVersion: row.password_version,
    logoUrl: row.logo_url,
    whoCanAdd: row.who_can_add,
    reviewNewLocations: row.review_new_locations,
    createdAt: row.created_at,
  };
}

/** The columns `write` names; jsonb needs the array as JSON text (pg would send a Postgres array). */
function toColumns(write: Partial<MapWrite>): Partial<Record<keyof MapRow, unknown>> {
  const columns = {
    name: write.name,
    description: write.description,
    custom_fields: write.customFields === undefined ? undefined : JSON.stringify(write.customFields),
    password_encrypted: write.passwordEncrypted,
    password_protected: write.passwordProtected,
    password_version: write.passwordVersion,
    logo_url: write.logoUrl,
    who_can_add: write.whoCanAdd,
    review_new_locations: write.reviewNewLocations,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export async function insertMap(
  db: Db,
  userId: number,
  permalink: string,
  write: MapWrite,
): Promise<StoredMap> {
  const [row] = (await db(TABLE)
    .insert({ user_id: userId, permalink, ...toColumns(write) })
    .returning('*')) as MapRow[];
  return toMap(row!);
}

/** Inserts a map nobody owns at `permalink` unless one is there already (then undefined). */
export async function insertOwnerlessMapOnce(
  db: Db,
  permalink: string,
  write: Pick<MapWrite, 'name' | 'description' | 'customFields'>,
): Promise<StoredMap | undefined> {
  const [row] = (await db(TABLE)
    .insert({ user_id: null, permalink, ...toColumns(write) })
    .onConflict('permalink')
    .ignore()
    .returning('*')) as MapRow[];
  return row && toMap(row);
}

/** Writes what `write` names; the rest stays. */
export async function updateMap(db: Db, id: number, write: Partial<MapWrite>): Promise<StoredMap> {
  const [row] = (await db(TABLE).where({ id }).update(toColumns(write)).returning('*')) as MapRow[];
  return toMap(row!);
}

export async function deleteMapRow(db: Db, id: number): Promise<void> {
  await db(TABLE).where({ id }).delete();
}

export async function findMapById(db: Db, id: number, { lock = false } = {}): Promise<StoredMap | undefined> {
  const query = db(TABLE).where({ id });
  const row = (await (lock ? query.forUpdate() : query).first()) as MapRow | undefined;
  return row && toMap(row);
}

/** The ownerless demo map everyone may add to (`/map/test`, seeded at start). */
export const isDemoMap = (map: Pick<StoredMap, 'userId' | 'permalink'>): boolean =>
  map.userId === null && map.permalink === DEMO_MAP_PERMALINK;

/** True when `userId` (null: a visitor) owns map `id`; false for a map that does not exist. */
export async function isOwnMap(db: Db, id: number, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  return (await db(TABLE).where({ id, user_id: userId }).first('id')) !== undefined;
}

export async function findMapByPermalink(db: Db, permalink: string): Promise<StoredMap | undefined> {
  const row = (await db(TABLE).where({ permalink }).first()) as MapRow | undefined;
  return row && toMap(row);
}

/** Maps by permalink in one query (undefined where none), in the order asked. */
export async function findMapsByPermalinks(
  db: Db,
  permalinks: readonly string[],
): Promise<Array<StoredMap | undefined>> {
  const rows = (await db(TABLE).whereIn('permalink', [...new Set(permalinks)])) as MapRow[];
  const byPermalink = new Map(rows.map((row) => [row.permalink, toMap(row)]));
  return permalinks.map((permalink) => byPermalink.get(permalink));
}

/** Maps by id in one query (undefined where none), in the order asked. */
export async function findMapsByIds(db: Db, ids: readonly number[]): Promise<Array<StoredMap | undefined>> {
  const rows = (await db(TABLE).whereIn('id', [...new Set(ids)])) as MapRow[];
  const byId = new Map(rows.map((row) => [row.id, toMap(row)]));
  return ids.map((id) => byId.get(id));
}

export async function countMapsOf(db: Db, userId: number): Promise<number> {
  const row = (await db(TABLE).where({ user_id: userId }).count({ n: '*' }).first()) as {
    n: string | number;
  };
  return Number(row.n);
}

/**
 * The owner's maps, newest first, each with how many published locations it shows and how many
 * locations and edits await the owner's review.
 */
export async function listMapsOf(
  db: Db,
  userId: number,
): Promise<(StoredMap & { locationCount: number; awaitingReview: number })[]> {
  const rows = (await db(TABLE)
    .where({ 'maps.user_id': userId })
    .select('maps.*')
    .select(
      db.raw(
        "(select count(*) from locations where locations.map_id = maps.id and locations.state = 'published')::int as location_count",
      ),
      db.raw(
        `((select count(*) from locations where locations.map_id = maps.id and locations.state = 'pending')
          + (select count(*) from location_revisions r where r.map_id = maps.id))::int as awaiting_review`,
      ),
    )
    .orderBy([
      { column: 'maps.created_at', order: 'desc' },
      { column: 'maps.id', order: 'desc' },
    ])) as (MapRow & { location_count: number; awaiting_review: number })[];
  return rows.map((row) => ({
    ...toMap(row),
    locationCount: row.location_count,
    awaitingReview: row.awaiting_review,
  }));
}
