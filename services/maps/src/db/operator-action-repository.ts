import type { Db } from './db';

/** What operators remove; each is one row of maps.operator_actions. */
export type ContentAction = 'location.remove' | 'map.remove';

export interface OperatorActionRecord {
  action: ContentAction;
  map: { id: number; permalink: string; user_id: number | null };
  locationId?: number;
  /** Who did it (--by) and why (--reason), as the operator typed them. */
  operator: string;
  reason: string;
  /** What was removed, for whoever reads the trail later (the rows are gone). */
  details?: Record<string, unknown>;
  at: Date;
}

/** Appends an operator's removal to the audit trail, in the caller's transaction; answers its id. */
export async function recordOperatorAction(db: Db, record: OperatorActionRecord): Promise<number> {
  const [row] = await db('operator_actions')
    .insert({
      action: record.action,
      map_id: record.map.id,
      map_permalink: record.map.permalink,
      map_owner_id: record.map.user_id,
      location_id: record.locationId ?? null,
      operator: record.operator,
      reason: record.reason,
      details: JSON.stringify(record.details ?? {}),
      created_at: record.at,
    })
    .returning('id');
  return Number((row as { id: string | number }).id);
}
