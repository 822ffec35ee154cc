import type { Knex } from 'knex';
import type { StandingRow } from './contributor-repository';
import type { Db } from './db';
import { toMap, type MapRow, type StoredMap } from './map-repository';

/** A map read for an add, with what the add checks against it. */
export interface MapForAdd {
  map: StoredMap;
  /** The owner's plan as maps' projection has it (null: no row yet, or the ownerless demo map). */
  ownerPlan: string | null;
  /** Its locations but deleted ones, kept on the row by triggers (migration 20261212100000). */
  locationCount: number;
  /** The writer's existing contributor identity (`row` undefined: none yet), when a query was given. */
  standing: { row: StandingRow | undefined } | null;
}

/**
 * What the one-statement add (location-insert-statement.ts) needs besides: it writes only while the
 * map, its plan and the writer's standing are as this read found them.
 */
export interface MapReadForAdd extends MapForAdd {
  /** The map row as JSON, but for its count (which parallel adds change). */
  shape: string;
  /** Whether the writer's session holds a live grant of the map's current password (false: none asked). */
  hasGrant: boolean;
}

interface ForAddRow extends MapRow {
  owner_plan: string | null;
  location_count: number;
  standing_id?: number | null;
  standing_username?: string | null;
  standing_trusted_at?: Date | null;
  standing_blocked_at?: Date | null;
}

/** The map with its owner's plan and count, and `standing` (existingStandingQuery) joined laterally. */
function mapForAddQuery(db: Db, id: number, standing: Knex.QueryBuilder | null) {
  const columns: (string | Knex.Raw)[] = ['maps.*', 'user_plans.plan as owner_plan'];
  let query = db('maps').leftJoin('user_plans', 'user_plans.user_id', 'maps.user_id').where('maps.id', id);
  if (standing) {
    const { sql, bindings } = standing.toSQL();
    query = query.joinRaw(`left join lateral (${sql}) as standing on true`, [...bindings]);
    columns.push(
      'standing.id as standing_id',
      'standing.username as standing_username',
      'standing.trusted_at as standing_trusted_at',
      'standing.blocked_at as standing_blocked_at',
    );
  }
  return { query, columns };
}

function toMapForAdd(row: ForAddRow, asked: boolean): MapForAdd {
  const found =
    row.standing_id === null || row.standing_id === undefined
      ? undefined
      : {
          id: row.standing_id,
          username: row.standing_username ?? null,
          trusted_at: row.standing_trusted_at ?? null,
          blocked_at: row.standing_blocked_at ?? null,
        };
  return {
    map: toMap(row),
    ownerPlan: row.owner_plan,
    locationCount: row.location_count,
    standing: asked ? { row: found } : null,
  };
}

/**
 * Map `id` locked until the transaction ends, its owner's plan, its location count and the writer's
 * existing contributor identity, in one round trip (issue 27): parallel adds to a map queue on this
 * lock, so none passes the plan's limit. The add's path when the one statement cannot serve it.
 */
export async function lockMapForAdd(
  db: Db,
  id: number,
  standing: Knex.QueryBuilder | null,
): Promise<MapForAdd | undefined> {
  const { query, columns } = mapForAddQuery(db, id, standing);
  const row = (await query.forUpdate('maps').first(...columns)) as ForAddRow | undefined;
  return row && toMapForAdd(row, standing !== null);
}

/**
 * As lockMapForAdd without a lock, outside any transaction, with what the one-statement add guards
 * on: the add's first round trip of two (issue 27). `grant`: the session whose grant of a
 * password-protected map to look for.
 */
export async function readMapForAdd(
  db: Db,
  id: number,
  standing: Knex.QueryBuilder | null,
  grant: { sessionId: string | null; now: Date },
): Promise<MapReadForAdd | undefined> {
  const { query, columns } = mapForAddQuery(db, id, standing);
  columns.push(
    db.raw(`(to_jsonb(maps.*) - 'location_count')::text as shape`),
    db.raw(
      `maps.password_protected and exists (
         select 1 from access_grants g where g.map_id = maps.id and g.session_public_id = ?
         and g.password_version = maps.password_version and g.expires_at > ?) as has_grant`,
      [grant.sessionId, grant.now],
    ),
  );
  const row = (await query.first(...columns)) as
    (ForAddRow & { shape: string; has_grant: boolean }) | undefined;
  if (!row) return undefined;
  return {
    ...toMapForAdd(row, standing !== null),
    shape: row.shape,
    hasGrant: row.has_grant,
  };
}
