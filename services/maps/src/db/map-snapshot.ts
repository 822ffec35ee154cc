import type { MapSnapshot } from '@groupmap/contracts';
import type { MapRow } from './map-repository';

/** The map as events carry it: never the password, not even encrypted. */
export function toMapSnapshot(row: MapRow): MapSnapshot {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    permalink: row.permalink,
    customFields: row.custom_fields,
    passwordProtected: row.password_protected,
    logoUrl: row.logo_url,
    createdAt: row.created_at.toISOString(),
  };
}
