import type { ExportLocation } from './export-document';

/** A location for the writers' tests, with the fields given replaced. */
export function exportLocation(overrides: Partial<ExportLocation> = {}): ExportLocation {
  return {
    name: 'Town Hall',
    address: '1 Market Square, Springfield',
    latitude: 51.5,
    longitude: -0.125,
    region: 'England',
    country: 'United Kingdom',
    createdAt: '2026-11-26T09:30:00.000Z',
    custom: [],
    ...overrides,
  };
}
