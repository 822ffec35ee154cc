import type { Db } from './db';

/** A map whose owner is due a digest: something waits for review, and arrived since the last one. */
export interface DueDigest {
  mapId: number;
  ownerId: number;
  mapName: string;
  permalink: string;
  /** Locations and edits awaiting review now. */
  count: number;
}

/**
 * Maps with locations or edits awaiting review whose owner was last told before `cutoff` (or never),
 * and where something arrived after that last digest: ignoring the queue does not bring a mail an
 * hour. Read from the waiting rows (few), never by scanning every map.
 */
export async function findDueDigests(db: Db, cutoff: Date, limit: number): Promise<DueDigest[]> {
  const { rows } = await db.raw<{ rows: DueDigest[] }>(
    `with waiting as (
       select map_id, created_at from locations where state = 'pending'
       union all
       select map_id, created_at from location_revisions
     ), per_map as (
       select map_id, count(*)::int as count, max(created_at) as newest from waiting group by map_id
     )
     select m.id as "mapId", m.user_id as "ownerId", m.name as "mapName", m.permalink, p.count
     from per_map p
     join maps m on m.id = p.map_id
     left join review_digests d on d.map_id = m.id
     where m.user_id is not null
       and (d.sent_at is null or (d.sent_at <= ? and p.newest > d.sent_at))
     order by m.id
     limit ?`,
    [cutoff, limit],
  );
  return rows;
}

/**
 * Records that map `mapId`'s owner is told at `at`, unless another replica told them after `cutoff`
 * meanwhile: true when this caller is the one to send it.
 */
export async function claimDigest(db: Db, mapId: number, at: Date, cutoff: Date): Promise<boolean> {
  const { rows } = await db.raw<{ rows: unknown[] }>(
    `insert into review_digests (map_id, sent_at) values (?, ?)
     on conflict (map_id) do update set sent_at = excluded.sent_at where review_digests.sent_at <= ?
     returning map_id`,
    [mapId, at, cutoff],
  );
  return rows.length > 0;
}
