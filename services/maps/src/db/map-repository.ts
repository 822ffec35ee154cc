import { DEMO_MAP_PERMALINK } from '@groupmap/contracts';
import type { Db } from './db';

const TABLE = 'maps';

/** A map as stored. */
export interface MapRow {
  id: number;
  /** The owner; null for the demo map, which belongs to no account. */
  user_id: number | null;
  name: string;
  description: string | null;
  permalink: string;
  custom_fields: string[];
  password_encrypted: string | null;
  password_protected: boolean;
  password_version: number;
  logo_url: string | null;
  created_at: Date;
}

/** The columns a create or an edit writes. */
export type MapWrite = Pick<
  MapRow,
  | 'name'
  | 'description'
  | 'custom_fields'
  | 'password_encrypted'
  | 'password_protected'
  | 'password_version'
  | 'logo_url'
>;

/** jsonb needs the array as JSON text: pg would send a JS array as a Postgres array. */
const toColumns = (write: Partial<MapWrite>) =>
  write.custom_fields === undefined
    ? write
    : { ...write, custom_fields: JSON.stringify(write.custom_fields) };

export async function insertMap(db: Db, userId: number, permalink: string, write: MapWrite): Promise<MapRow> {
  const [row] = (await db(TABLE)
    .insert({ user_id: userId, permalink, ...toColumns(write) })
    .returning('*')) as MapRow[];
  return row!;
}

/** Writes the columns `write` names; the others stay. */
export async function updateMap(db: Db, id: number, write: Partial<MapWrite>): Promise<MapRow> {
  const [row] = (await db(TABLE).where({ id }).update(toColumns(write)).returning('*')) as MapRow[];
  return row!;
}

export async function deleteMapRow(db: Db, id: number): Promise<void> {
  await db(TABLE).where({ id }).delete();
}

export async function findMapById(db: Db, id: number, { lock = false } = {}): Promise<MapRow | undefined> {
  const query = db(TABLE).where({ id });
  return (await (lock ? query.forUpdate() : query).first()) as MapRow | undefined;
}

/** The ownerless demo map everyone may add to (`/map/test`, seeded at start). */
export const isDemoMap = (map: Pick<MapRow, 'user_id' | 'permalink'>): boolean =>
  map.user_id === null && map.permalink === DEMO_MAP_PERMALINK;

/** True when `userId` (null: a visitor) owns map `id`; false for a map that does not exist. */
export async function isOwnMap(db: Db, id: number, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  return (await db(TABLE).where({ id, user_id: userId }).first('id')) !== undefined;
}

export async function findMapByPermalink(db: Db, permalink: string): Promise<MapRow | undefined> {
  return (await db(TABLE).where({ permalink }).first()) as MapRow | undefined;
}

export async function countMapsOf(db: Db, userId: number): Promise<number> {
  const row = (await db(TABLE).where({ user_id: userId }).count({ n: '*' }).first()) as {
    n: string | number;
  };
  return Number(row.n);
}

/** The owner's maps, newest first, each with how many locations it holds. */
export async function listMapsOf(db: Db, userId: number): Promise<(MapRow & { location_count: number })[]> {
  const rows = (await db(TABLE)
    .where({ 'maps.user_id': userId })
    .select('maps.*')
    .select(
      db.raw('(select count(*) from locations where locations.map_id = maps.id)::int as location_count'),
    )
    .orderBy([
      { column: 'maps.created_at', order: 'desc' },
      { column: 'maps.id', order: 'desc' },
    ])) as (MapRow & { location_count: number })[];
  return rows;
}
