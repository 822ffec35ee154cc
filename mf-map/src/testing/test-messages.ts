import type { Location } from '../features/map/api/list-locations';
import type { LiveMap, LiveMessageOf } from '../features/map/live/live-message';

/** Test data for the live channel's unit tests: a location and the messages that carry it. */
export const EPOCH = 'epoch-a';

export function location(id: number, extra: Partial<Location> = {}): Location {
  return {
    id,
    mapId: 3,
    name: `Place ${id}`,
    address: 'London',
    latitude: 51.5,
    longitude: -0.12,
    region: 'England',
    country: 'United Kingdom',
    customData: {},
    createdAt: '2026-01-01T10:00:00.000Z',
    publishedAt: '2026-01-01T10:00:00.000Z',
    isOwn: false,
    canEdit: false,
    canDelete: false,
    ...extra,
  };
}

/** The shared form of a location (no per-viewer flags), as most viewers receive it. */
export function shared(id: number, extra: Partial<Location> = {}) {
  const { isOwn: _isOwn, canEdit: _canEdit, canDelete: _canDelete, ...rest } = location(id, extra);
  return rest;
}

export const added = (seq: number, data = shared(seq), epoch = EPOCH): LiveMessageOf<'newLocation'> => ({
  type: 'newLocation',
  data,
  seq,
  epoch,
});
export const updated = (
  seq: number,
  data: ReturnType<typeof shared>,
  epoch = EPOCH,
): LiveMessageOf<'updateLocation'> => ({
  type: 'updateLocation',
  data,
  seq,
  epoch,
});
export const deleted = (seq: number, id: number, epoch = EPOCH): LiveMessageOf<'deleteLocation'> => ({
  type: 'deleteLocation',
  data: { id },
  seq,
  epoch,
});

/** Map 3's public settings, as `mapUpdated` and `locationsImported` carry them. */
export function liveMap(extra: Partial<LiveMap> = {}): LiveMap {
  return {
    id: 3,
    permalink: 'pantries',
    name: 'Pantries',
    description: null,
    customFields: [],
    passwordProtected: false,
    logoUrl: null,
    whoCanAdd: 'anyone',
    reviewNewLocations: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}

export const imported = (
  seq: number,
  count: number,
  map = liveMap(),
  epoch = EPOCH,
): LiveMessageOf<'locationsImported'> => ({ type: 'locationsImported', data: { count, map }, seq, epoch });
