import type { Db } from './db';
import {
  fromLocationColumns,
  toLocationColumns,
  type LocationWrite,
  type LocationWriteColumns,
} from './location-repository';

const TABLE = 'location_versions';

/** A location keeps this many versions, its current one included (issue 25). */
export const KEPT_VERSIONS = 20;

/** A version an edit replaced, with who made it and when. */
export interface StoredVersion {
  id: number;
  locationId: number;
  contributorId: number | null;
  write: LocationWrite;
  madeAt: Date;
}

interface VersionRow extends LocationWriteColumns {
  id: string | number;
  location_id: number;
  contributor_id: number | null;
  made_at: Date;
}

const toVersion = (row: VersionRow): StoredVersion => ({
  id: Number(row.id),
  locationId: row.location_id,
  contributorId: row.contributor_id,
  write: fromLocationColumns(row),
  madeAt: row.made_at,
});

/**
 * Keeps the version an edit is replacing, then drops the oldest kept ones past KEPT_VERSIONS (with
 * the current version, which the location row holds).
 */
export async function keepReplacedVersion(
  db: Db,
  locationId: number,
  version: { contributorId: number | null; write: LocationWrite; madeAt: Date },
): Promise<void> {
  const columns = toLocationColumns(version.write);
  await db(TABLE).insert({
    location_id: locationId,
    contributor_id: version.contributorId,
    ...columns,
    custom_data: JSON.stringify(columns.custom_data),
    made_at: version.madeAt,
  });
  await db.raw(
    `delete from ${TABLE} where location_id = ? and id not in (
       select id from ${TABLE} where location_id = ? order by id desc limit ?)`,
    [locationId, locationId, KEPT_VERSIONS - 1],
  );
}

/** The versions of location `locationId` edits replaced, newest first. */
export async function listVersions(db: Db, locationId: number): Promise<StoredVersion[]> {
  const rows = (await db(TABLE).where({ location_id: locationId }).orderBy('id', 'desc')) as VersionRow[];
  return rows.map(toVersion);
}

export async function findVersion(
  db: Db,
  locationId: number,
  versionId: number,
): Promise<StoredVersion | undefined> {
  const row = (await db(TABLE).where({ location_id: locationId, id: versionId }).first()) as
    VersionRow | undefined;
  return row && toVersion(row);
}
