import { appendOperatorAction } from '@groupmap/svc-kit';
import type { Db } from './db';

/** What operators remove; each is one row of maps.operator_actions. */
export type ContentAction = 'location.remove' | 'map.remove';

export interface OperatorActionRecord {
  action: ContentAction;
  map: { id: number; permalink: string; userId: number | null };
  locationId?: number;
  /** Who did it (--by) and why (--reason), as the operator typed them. */
  operator: string;
  reason: string;
  /** What was removed, for whoever reads the trail later (the rows are gone). */
  details?: Record<string, unknown>;
  at: Date;
}

/** Appends an operator's removal to the audit trail, in the caller's transaction; answers its id. */
export function recordOperatorAction(
  db: Db,
  { map, locationId, ...entry }: OperatorActionRecord,
): Promise<number> {
  return appendOperatorAction(db, entry, {
    map_id: map.id,
    map_permalink: map.permalink,
    map_owner_id: map.userId,
    location_id: locationId ?? null,
  });
}
