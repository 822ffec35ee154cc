import type { MapLocation } from './location-clusters';

/** Test fixtures: a location at a place, the rest of its fields plain (the cluster tests' one shape). */
export function locationAt(id: number, latitude: number, longitude: number): MapLocation {
  return {
    id,
    mapId: 1,
    name: `Place ${id}`,
    address: `${id} Street`,
    latitude,
    longitude,
    region: '',
    country: '',
    customData: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-01T00:00:00.000Z',
    canEdit: false,
    canDelete: false,
    isOwn: false,
  };
}

/** The whole world as a view's edges. */
export const WORLD = { west: -180, south: -85, east: 180, north: 85 };
