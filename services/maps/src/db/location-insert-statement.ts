import { outboxAppendSql, type AppendToOutboxInput } from '@groupmap/svc-kit';
import type { EventType } from '@groupmap/contracts';
import type { Db } from './db';
import {
  toLocation,
  toLocationColumns,
  type LocationRow,
  type LocationWrite,
  type StoredLocation,
} from './location-repository';

/** What the statement writes only while it still holds: the read the add decided on (map-for-add.ts). */
export interface AddGuard {
  mapId: number;
  /** The map row as read, but for its count (MapReadForAdd.shape). */
  shape: string;
  /** The owner's plan as read (null: none), and the count the map must stay below (its limit). */
  ownerPlan: string | null;
  limit: number;
  /** The writer's contributor identity and its standing as read: still not blocked, trust unchanged. */
  contributor: { id: number; trusted: boolean };
  /** For a writer who needs a password grant: the session that must still hold a live one. */
  grant: { sessionId: string; now: Date } | null;
}

/** A new published location as the add knows it before the statement: all but its id and times. */
export type NewLocation = Pick<
  StoredLocation,
  'mapId' | 'userId' | 'creatorSessionId' | 'contributorId' | keyof LocationWrite
>;

/** An ISO 8601 UTC text with milliseconds, as JavaScript's toISOString writes the same instant. */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The event's payload as stored: the location's id and times, placeholders in the JSON the event was
 * checked with, are the row's, which only the statement knows.
 */
const withRowValues = (payload: string) =>
  `jsonb_set(jsonb_set(jsonb_set(${payload},
     '{location,id}', to_jsonb(added.id)),
     '{location,createdAt}', to_jsonb(${isoText('added.created_at')})),
     '{location,publishedAt}', to_jsonb(${isoText('added.published_at')}))`;

/**
 * Adds published location `location` and its event in one statement, outside any transaction: the
 * statement is one (issue 27: the add's second round trip of two). It locks the map row, and writes
 * only while the map is as `guard` read it, below its limit, with the same plan, the writer's standing
 * unchanged and any grant still live; else it writes nothing and returns undefined, and the caller
 * takes the transactional path, which says why. Parallel adds queue on the map row's lock, and
 * Postgres checks the guard again against the row a queued one finds. The id and the creation time
 * are taken under that lock, so a map's locations are numbered in the order their adds commit, as
 * its events are. `event` is the event of the location with placeholder id and times (withRowValues).
 */
export async function insertLocationIfUnchanged<T extends EventType>(
  db: Db,
  guard: AddGuard,
  location: NewLocation,
  event: AppendToOutboxInput<T>,
): Promise<StoredLocation | undefined> {
  const outbox = outboxAppendSql(event, 'added', withRowValues);
  const columns = toLocationColumns(location);
  const grantCheck = guard.grant
    ? `and exists (select 1 from access_grants g where g.map_id = maps.id and g.session_public_id = ?
         and g.password_version = maps.password_version and g.expires_at > ?)`
    : '';
  const { rows } = await db.raw<{ rows: LocationRow[] }>(
    `with locked as (
       select maps.id from maps left join user_plans on user_plans.user_id = maps.user_id
       where maps.id = ? and maps.location_count < ?
         and to_jsonb(maps.*) - 'location_count' = ?::jsonb
         and user_plans.plan is not distinct from ?::text
         and exists (select 1 from contributors c where c.id = ? and c.map_id = maps.id
           and c.blocked_at is null and (c.trusted_at is not null) = ?)
         ${grantCheck}
       for update of maps
     ),
     added as (
       insert into locations (map_id, user_id, creator_session_id, contributor_id, state, name, address,
         latitude, longitude, region, country, custom_data, created_at, published_at)
       select locked.id, ?, ?, ?, 'published', ?, ?, ?, ?, ?, ?, ?::jsonb,
         date_trunc('milliseconds', now()), date_trunc('milliseconds', now())
       from locked
       returning *
     ),
     ${outbox.sql}
     select * from added`,
    [
      guard.mapId,
      guard.limit,
      guard.shape,
      guard.ownerPlan,
      guard.contributor.id,
      guard.contributor.trusted,
      ...(guard.grant ? [guard.grant.sessionId, guard.grant.now] : []),
      location.userId,
      location.creatorSessionId,
      location.contributorId,
      columns.name,
      columns.address,
      columns.latitude,
      columns.longitude,
      columns.region,
      columns.country,
      JSON.stringify(columns.custom_data),
      ...outbox.bindings,
    ],
  );
  const row = rows[0];
  return row && toLocation(row);
}
