import type { ReportReason } from '@groupmap/contracts';
import type { Db } from './db';

const TABLE = 'location_reports';

/** Who reported: an account, else a session; never shown to anyone (issue 25). */
export interface Reporter {
  userId: number | null;
  sessionId: string | null;
}

export interface NewReport extends Reporter {
  locationId: number;
  mapId: number;
  reason: ReportReason;
  note: string | null;
  /** A keyed hash of the reporter's network (report-sources.ts): the address is never stored. */
  networkHash: string;
  /** The reporter's account had a verified e-mail when they reported. */
  verifiedAccount: boolean;
}

/**
 * Records a report; false when this reporter (the account, else the session) reported the location
 * before, dismissed reports included (the unique indexes decide, so two at once cannot both count).
 */
export async function insertReport(db: Db, report: NewReport, at: Date): Promise<boolean> {
  const conflict =
    report.userId !== null
      ? '(location_id, user_id) where user_id is not null'
      : '(location_id, session_id) where user_id is null';
  const { rowCount } = await db.raw<{ rowCount: number }>(
    `insert into ${TABLE} (location_id, map_id, reason, note, user_id, session_id, network_hash, verified_account, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ${conflict} do nothing`,
    [
      report.locationId,
      report.mapId,
      report.reason,
      report.note,
      report.userId,
      report.sessionId,
      report.networkHash,
      report.verifiedAccount,
      at,
    ],
  );
  return rowCount === 1;
}

/** How many distinct sources the location's open reports come from: networks, and verified accounts. */
export async function openReportSources(
  db: Db,
  locationId: number,
): Promise<{ networks: number; verifiedAccounts: number }> {
  const row = (await db(TABLE)
    .where({ location_id: locationId })
    .whereNull('dismissed_at')
    .select(
      db.raw('count(distinct network_hash)::int as networks'),
      db.raw('count(distinct user_id) filter (where verified_account)::int as "verifiedAccounts"'),
    )
    .first()) as { networks: number; verifiedAccounts: number };
  return row;
}

/** The owner's "Keep": the location's open reports are dismissed (they stay, so nobody reports twice). */
export async function dismissReports(db: Db, locationId: number, at: Date): Promise<number> {
  return db(TABLE).where({ location_id: locationId }).whereNull('dismissed_at').update({ dismissed_at: at });
}

/** One reported location's open reports, as the owner sees them: counts and reasons, no reporter. */
export interface ReportSummary {
  locationId: number;
  reportCount: number;
  reasons: { reason: ReportReason; count: number }[];
  notes: string[];
  lastReportedAt: Date;
}

/**
 * The open reports of map `mapId`'s locations that still exist (a deleted one's are moot), one
 * summary per location, most reported first, then most recently reported.
 */
export async function listOpenReports(db: Db, mapId: number): Promise<ReportSummary[]> {
  const { rows } = await db.raw<{
    rows: {
      location_id: number;
      report_count: number;
      reasons: Record<ReportReason, number>;
      notes: string[] | null;
      last_reported_at: Date;
    }[];
  }>(
    `select r.location_id, count(*)::int as report_count,
            (select json_object_agg(reason, n) from (
               select reason, count(*)::int as n from ${TABLE} x
                where x.location_id = r.location_id and x.dismissed_at is null group by reason) reasons) as reasons,
            array_agg(r.note order by r.created_at desc) filter (where r.note is not null) as notes,
            max(r.created_at) as last_reported_at
       from ${TABLE} r join locations l on l.id = r.location_id
      where r.map_id = ? and r.dismissed_at is null and l.state <> 'deleted'
      group by r.location_id
      order by report_count desc, last_reported_at desc, r.location_id`,
    [mapId],
  );
  return rows.map((row) => ({
    locationId: row.location_id,
    reportCount: row.report_count,
    reasons: (Object.entries(row.reasons) as [ReportReason, number][])
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    notes: row.notes ?? [],
    lastReportedAt: row.last_reported_at,
  }));
}
