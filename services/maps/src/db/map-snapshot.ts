import type { MapSnapshot } from '@groupmap/contracts';
import type { StoredMap } from './map-repository';

/** The map as events carry it: never the password, not even encrypted. */
export function toMapSnapshot(map: StoredMap): MapSnapshot {
  return {
    id: map.id,
    userId: map.userId,
    name: map.name,
    description: map.description,
    permalink: map.permalink,
    customFields: map.customFields,
    passwordProtected: map.passwordProtected,
    logoUrl: map.logoUrl,
    whoCanAdd: map.whoCanAdd,
    reviewNewLocations: map.reviewNewLocations,
    createdAt: map.createdAt.toISOString(),
  };
}
