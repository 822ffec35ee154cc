import type { LocationState } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { Db } from './db';

const TABLE = 'locations';

/**
 * What still exists for the map (its limit, its author's edits, its owner's view): everything but
 * deleted rows. What any viewer is shown is narrower (contracts' canSeeLocation): published rows, and
 * pending ones to the owner and the author only; each read below says which it applies.
 */
const notDeleted = (query: Knex.QueryBuilder): Knex.QueryBuilder => query.whereNot('state', 'deleted');

/** A location as the service works with it (spec section 3). customData is keyed by the fields' normalised keys. */
export interface StoredLocation {
  id: number;
  mapId: number;
  userId: number | null;
  creatorSessionId: string | null;
  /** The contributor identity that added it (null: a seeded demo sample or an anonymised row). */
  contributorId: number | null;
  state: LocationState;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  region: string;
  country: string;
  customData: Record<string, string>;
  createdAt: Date;
  /** When everyone could first see it; null while it awaits review (issue 24). */
  publishedAt: Date | null;
  /** The owner's last "Keep" of its reports since its last edit: reports cannot hide it (issue 25). */
  reportsKeptAt: Date | null;
  /** Who made its current version, and when: its last edit's, or null when never edited (issue 25). */
  editedByContributorId: number | null;
  editedAt: Date | null;
  /**
   * Set on the view the owner and the editor get of a published location with an edit awaiting
   * review: its values are the edit's (revision-overlay.ts). Never stored.
   */
  editAwaitingReview?: true;
}

/** What an add or an edit writes. */
export type LocationWrite = Pick<
  StoredLocation,
  'name' | 'address' | 'latitude' | 'longitude' | 'region' | 'country' | 'customData'
>;

/** Who added a location: an account, an anonymous session, or both. */
export type LocationAuthor = Pick<StoredLocation, 'userId' | 'creatorSessionId' | 'contributorId'>;

export interface LocationRow {
  id: number;
  map_id: number;
  user_id: number | null;
  creator_session_id: string | null;
  contributor_id: number | null;
  state: LocationState;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  region: string;
  country: string;
  custom_data: Record<string, string>;
  created_at: Date;
  published_at: Date | null;
  reports_kept_at: Date | null;
  edited_by_contributor_id: number | null;
  edited_at: Date | null;
}

export function toLocation(row: LocationRow): StoredLocation {
  return {
    id: row.id,
    mapId: row.map_id,
    userId: row.user_id,
    creatorSessionId: row.creator_session_id,
    contributorId: row.contributor_id,
    state: row.state,
    ...fromLocationColumns(row),
    createdAt: row.created_at,
    publishedAt: row.published_at,
    reportsKeptAt: row.reports_kept_at,
    editedByContributorId: row.edited_by_contributor_id,
    editedAt: row.edited_at,
  };
}

/** The columns a location's values live in: the location's own row, and an edit awaiting review's. */
export type LocationWriteColumns = Pick<
  LocationRow,
  'name' | 'address' | 'latitude' | 'longitude' | 'region' | 'country' | 'custom_data'
>;

/** The values stored in `row`'s location columns (the inverse of toLocationColumns). */
export const fromLocationColumns = (row: LocationWriteColumns): LocationWrite => ({
  name: row.name,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  region: row.region,
  country: row.country,
  customData: row.custom_data,
});

/** The columns of `write`, as an import row's `resolved` keeps them too; jsonb needs the object as JSON text. */
export const toLocationColumns = (write: LocationWrite): LocationWriteColumns => ({
  name: write.name,
  address: write.address,
  latitude: write.latitude,
  longitude: write.longitude,
  region: write.region,
  country: write.country,
  custom_data: write.customData,
});

const toColumns = (write: LocationWrite) => {
  const columns = toLocationColumns(write);
  return { ...columns, custom_data: JSON.stringify(columns.custom_data) };
};

export async function insertLocation(
  db: Db,
  mapId: number,
  author: { userId: number | null; sessionId: string | null; contributorId: number | null },
  write: LocationWrite,
  /**
   * A creation time other than now (the demo map's samples are spread out to keep their order), and
   * `pending`: it awaits the owner's review, so nobody else sees it yet.
   */
  { createdAt, pending = false }: { createdAt?: Date; pending?: boolean } = {},
): Promise<StoredLocation> {
  const [row] = (await db(TABLE)
    .insert({
      map_id: mapId,
      user_id: author.userId,
      creator_session_id: author.sessionId,
      contributor_id: author.contributorId,
      ...toColumns(write),
      ...(createdAt && { created_at: createdAt, published_at: createdAt }),
      ...(pending && { state: 'pending', published_at: null }),
    })
    .returning('*')) as LocationRow[];
  return toLocation(row!);
}

/**
 * Writes an edit made by contributor `by.contributorId` at `by.at` (who made the location's current
 * version, for its history: domain/location-history.ts keeps the replaced one first). An edit ends
 * the immunity the owner's "Keep" gave against reports (issue 25).
 */
export async function updateLocation(
  db: Db,
  id: number,
  write: LocationWrite,
  by: { contributorId: number | null; at: Date },
): Promise<StoredLocation> {
  const [row] = (await db(TABLE)
    .where({ id })
    .update({
      ...toColumns(write),
      reports_kept_at: null,
      edited_by_contributor_id: by.contributorId,
      edited_at: by.at,
    })
    .returning('*')) as LocationRow[];
  return toLocation(row!);
}

/** Reports hid a published location from everyone but its author and the owner (issue 25). */
export async function hideLocation(db: Db, id: number): Promise<StoredLocation> {
  const [row] = (await db(TABLE)
    .where({ id, state: 'published' })
    .update({ state: 'hidden' })
    .returning('*')) as LocationRow[];
  return toLocation(row!);
}

/**
 * The owner's "Keep" (issue 25): a hidden location is shown again, and reports cannot hide it until
 * its next edit. Resolves the row as it now is.
 */
export async function keepLocation(db: Db, id: number, at: Date): Promise<StoredLocation> {
  const [row] = (await db(TABLE)
    .where({ id })
    .update({
      reports_kept_at: at,
      state: db.raw("case when state = 'hidden' then 'published' else state end"),
    })
    .returning('*')) as LocationRow[];
  return toLocation(row!);
}

/** Who deleted a location, as "Recently deleted" tells the owner (issue 25). */
export type DeletedBy = 'author' | 'owner' | 'review' | 'removal';

/**
 * Every delete (author, owner, moderation) keeps the row as `deleted` until the purge (issue 24),
 * with who deleted it (issue 25).
 */
export async function markLocationDeleted(db: Db, id: number, at: Date, by: DeletedBy): Promise<void> {
  await db(TABLE).where({ id }).update({ state: 'deleted', deleted_at: at, deleted_by: by });
}

/**
 * The owner's "Remove all their locations" (issue 25): every location of contributor `contributorId`
 * on map `mapId` that is not deleted already is deleted as one removal. Resolves their ids.
 */
export async function removeLocationsOf(
  db: Db,
  mapId: number,
  contributorId: number,
  removal: { id: string; at: Date },
): Promise<number[]> {
  const rows = (await db(TABLE)
    .where({ map_id: mapId, contributor_id: contributorId })
    .whereNot('state', 'deleted')
    .update({ state: 'deleted', deleted_at: removal.at, deleted_by: 'removal', removal_id: removal.id })
    .returning('id')) as { id: number }[];
  return rows.map(({ id }) => id).sort((a, b) => a - b);
}

/** A deleted location as "Recently deleted" lists it. */
export interface DeletedLocation {
  location: StoredLocation;
  deletedAt: Date;
  deletedBy: DeletedBy | null;
  removalId: string | null;
}

/** Map `mapId`'s deleted locations not yet purged, most recently deleted first. */
export async function listDeletedLocations(db: Db, mapId: number): Promise<DeletedLocation[]> {
  const rows = (await db(TABLE)
    .where({ map_id: mapId, state: 'deleted' })
    .orderBy([
      { column: 'deleted_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as (LocationRow & { deleted_at: Date; deleted_by: DeletedBy | null; removal_id: string | null })[];
  return rows.map((row) => ({
    location: toLocation(row),
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by,
    removalId: row.removal_id,
  }));
}

/**
 * Brings deleted locations of map `mapId` back (issue 25): those named by id, or every one of a
 * removal. A location rejected in review comes back awaiting review; any other, published (when it
 * first was, if ever). Resolves the rows as they now are; ids not deleted are left alone.
 */
export async function restoreLocations(
  db: Db,
  mapId: number,
  which: { ids: readonly number[] } | { removalId: string },
  at: Date,
): Promise<StoredLocation[]> {
  const query = db(TABLE).where({ map_id: mapId, state: 'deleted' });
  if ('ids' in which) query.whereIn('id', which.ids);
  else query.where({ removal_id: which.removalId });
  const rows = (await query
    .update({
      state: db.raw("case when deleted_by = 'review' then 'pending' else 'published' end"),
      published_at: db.raw("case when deleted_by = 'review' then null else coalesce(published_at, ?) end", [
        at,
      ]),
      deleted_at: null,
      deleted_by: null,
      removal_id: null,
    })
    .returning('*')) as LocationRow[];
  return rows.map(toLocation).sort((a, b) => a.id - b.id);
}

/** How many of map `mapId`'s deleted locations `which` names (what a restore would bring back). */
export async function countDeleted(
  db: Db,
  mapId: number,
  which: { ids: readonly number[] } | { removalId: string },
): Promise<number> {
  const query = db(TABLE).where({ map_id: mapId, state: 'deleted' });
  if ('ids' in which) query.whereIn('id', which.ids);
  else query.where({ removal_id: which.removalId });
  const row = (await query.count({ n: '*' }).first()) as { n: string | number };
  return Number(row.n);
}

/** Removes the row for good: an operator's takedown, the purge. */
export async function purgeLocationRow(db: Db, id: number): Promise<void> {
  await db(TABLE).where({ id }).delete();
}

/**
 * Location `id` of map `mapId`, locked for the rest of the transaction when asked; a deleted one is
 * absent unless `includeDeleted` (an operator's takedown purges those too).
 */
export async function findLocation(
  db: Db,
  mapId: number,
  id: number,
  { lock = false, includeDeleted = false } = {},
): Promise<StoredLocation | undefined> {
  const query = db(TABLE).where({ id, map_id: mapId });
  const scoped = includeDeleted ? query : notDeleted(query);
  const row = (await (lock ? scoped.forUpdate() : scoped).first()) as LocationRow | undefined;
  return row && toLocation(row);
}

/**
 * The locations of map `mapId` among `ids` that are not deleted, by id (others are absent): the
 * caller decides which of them its viewer may see.
 */
export async function findLocationsByIds(
  db: Db,
  mapId: number,
  ids: number[],
): Promise<Map<number, StoredLocation>> {
  if (ids.length === 0) return new Map();
  const rows = (await notDeleted(db(TABLE).where({ map_id: mapId }).whereIn('id', ids))) as LocationRow[];
  return new Map(rows.map((row) => [row.id, toLocation(row)]));
}

/** How many locations count toward the map's limit: all but deleted ones. */
export async function countLocations(db: Db, mapId: number): Promise<number> {
  const row = (await notDeleted(db(TABLE).where({ map_id: mapId }))
    .count({ n: '*' })
    .first()) as {
    n: string | number;
  };
  return Number(row.n);
}

/**
 * The map's locations as its owner sees them (all but deleted ones), newest first
 * (locations_map_newest_index, scanned backwards).
 */
export async function listLocations(db: Db, mapId: number): Promise<StoredLocation[]> {
  const rows = (await notDeleted(db(TABLE).where({ map_id: mapId })).orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ])) as LocationRow[];
  return rows.map(toLocation);
}

/**
 * Gives `userId` the anonymous locations `sessionId` added since `since` (the claim at sign-in),
 * deleted ones too (their identity follows them), returning them as they are now. Each moves to the
 * account's contributor identity on its map, which `contributorOf` names.
 */
export async function linkSessionLocations(
  db: Db,
  sessionId: string,
  userId: number,
  since: Date,
  contributorOf: (mapId: number) => Promise<number>,
): Promise<StoredLocation[]> {
  const rows = (await db(TABLE)
    .where({ creator_session_id: sessionId })
    .whereNull('user_id')
    .where('created_at', '>=', since)
    .update({ user_id: userId })
    .returning('*')) as LocationRow[];
  const linked = rows.map(toLocation);
  for (const mapId of new Set(linked.map((location) => location.mapId))) {
    const contributorId = await contributorOf(mapId);
    const ids = linked.filter((location) => location.mapId === mapId).map((location) => location.id);
    await db(TABLE).whereIn('id', ids).update({ contributor_id: contributorId });
    for (const location of linked) if (location.mapId === mapId) location.contributorId = contributorId;
  }
  return linked;
}

/** A location as the list sends it, serialised by Postgres, with who may change it. */
export interface LocationJson extends LocationAuthor {
  /** The location's JSON (openapi Location without the viewer's flags). */
  json: string;
}

/**
 * The map's published locations newest first by publishedAt (locations_map_published_index, scanned
 * backwards), each serialised to JSON by Postgres: for a 10,000-location map
 * about half the time of reading the rows into objects and serialising them here. `fields` are the
 * map's custom field names; each value is looked up by its normalised key (`keys`, same order), and
 * fields without a value are left out, as toWireCustomData does.
 */
export async function listLocationsAsJson(
  db: Db,
  mapId: number,
  fields: readonly { name: string; key: string }[],
): Promise<LocationJson[]> {
  const { sql, bindings } = locationJsonSql(fields);
  const { rows } = await db.raw<{ rows: LocationJson[] }>(
    `select user_id as "userId", creator_session_id as "creatorSessionId",
       contributor_id as "contributorId", ${sql} as json
     from ?? where map_id = ? and state = 'published' order by ${LIST_ORDER}`,
    [...bindings, TABLE, mapId],
  );
  return rows;
}

/** The published list's order: newest first (listLocationsAsJson, listPlainLocationItems). */
const LIST_ORDER = 'published_at desc, id desc';

/** One location's JSON as Postgres writes it, without the viewer's flags. */
function locationJsonSql(fields: readonly { name: string; key: string }[]) {
  const pairs = fields.map(() => '?::text, custom_data -> ?').join(', ');
  return {
    sql: `json_build_object(
       'id', id, 'mapId', map_id, 'name', name, 'address', address,
       'latitude', latitude, 'longitude', longitude, 'region', region, 'country', country,
       'customData', json_strip_nulls(json_build_object(${pairs})),
       'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       'publishedAt', to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
     )::text`,
    bindings: fields.flatMap(({ name, key }) => [name, key]),
  };
}

/**
 * The published list as a viewer with no rights on any location sees it, as one string: each
 * location's JSON with the flags all false (exactly as the list cache appends them), comma-separated,
 * in list order, without the brackets; '' for none. One value crosses the wire and becomes one
 * string here, instead of an object and a string per location.
 */
export async function listPlainLocationItems(
  db: Db,
  mapId: number,
  fields: readonly { name: string; key: string }[],
  noRightsFlags: string,
): Promise<string> {
  const { sql, bindings } = locationJsonSql(fields);
  const { rows } = await db.raw<{ rows: { items: string | null }[] }>(
    `select string_agg(left(${sql}, -1) || ?, ',' order by ${LIST_ORDER}) as items
     from ?? where map_id = ? and state = 'published'`,
    [...bindings, noRightsFlags, TABLE, mapId],
  );
  return rows[0]?.items ?? '';
}

/** Whether `viewer` (account, session or an identity bound to it) added any published location of the map. */
export async function viewerAddedAnyPublished(
  db: Db,
  mapId: number,
  viewer: { userId: number | null; sessionId: string | null; contributorIds?: readonly number[] },
): Promise<boolean> {
  const found = await db(TABLE)
    .where({ map_id: mapId, state: 'published' })
    .andWhere((mine) => {
      if (viewer.userId !== null) mine.orWhere({ user_id: viewer.userId });
      if (viewer.sessionId !== null) mine.orWhere({ creator_session_id: viewer.sessionId });
      if (viewer.contributorIds?.length) mine.orWhereIn('contributor_id', viewer.contributorIds);
      mine.orWhereRaw('false');
    })
    .first(db.raw('1 as found'));
  return found !== undefined;
}

/** Purges up to `limit` locations deleted before `before`; resolves how many went. */
export async function purgeLocationsDeletedBefore(db: Db, before: Date, limit: number): Promise<number> {
  const due = db(TABLE)
    .select('id')
    .where({ state: 'deleted' })
    .where('deleted_at', '<', before)
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return db(TABLE).whereIn('id', due).delete();
}

/**
 * The map's locations awaiting review (and, when asked, those reports hid) that `viewer` may see
 * (contracts' canSeeLocation): every one for the map's owner, else those the viewer's account or
 * session added; newest first.
 */
export async function listPendingLocations(
  db: Db,
  mapId: number,
  viewer: {
    userId: number | null;
    sessionId: string | null;
    contributorIds?: readonly number[];
    isMapOwner: boolean;
  },
  /** The list shows the viewer's hidden rows too (issue 25); the review queue, pending ones only. */
  states: readonly Exclude<LocationState, 'published' | 'deleted'>[] = ['pending'],
): Promise<StoredLocation[]> {
  const query = db(TABLE).where({ map_id: mapId }).whereIn('state', states);
  if (!viewer.isMapOwner) {
    query.andWhere((mine) => {
      if (viewer.userId !== null) mine.orWhere({ user_id: viewer.userId });
      if (viewer.sessionId !== null) mine.orWhere({ creator_session_id: viewer.sessionId });
      // Identities a mailed link bound to the session (issue 26).
      if (viewer.contributorIds?.length) mine.orWhereIn('contributor_id', viewer.contributorIds);
      mine.orWhereRaw('false');
    });
  }
  const rows = (await query.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ])) as LocationRow[];
  return rows.map(toLocation);
}

/** How many of contributor `contributorId`'s locations await review on map `mapId` (its one map). */
export async function countPendingLocationsOf(db: Db, mapId: number, contributorId: number): Promise<number> {
  const row = (await db(TABLE)
    .where({ map_id: mapId, contributor_id: contributorId, state: 'pending' })
    .count({ n: '*' })
    .first()) as {
    n: string | number;
  };
  return Number(row.n);
}

/** Publishes a location that awaited review: everyone sees it from `at`, its place in the lists. */
export async function publishLocation(db: Db, id: number, at: Date): Promise<StoredLocation> {
  const [row] = (await db(TABLE)
    .where({ id, state: 'pending' })
    .update({ state: 'published', published_at: at })
    .returning('*')) as LocationRow[];
  return toLocation(row!);
}
