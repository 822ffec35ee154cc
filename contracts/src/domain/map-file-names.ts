import type { MapExportFormat } from './map-export-links';

/** Characters no file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/** What a file is called when its map's name leaves nothing a file name can hold ("???"). */
const FALLBACK_BASE = 'map';

/**
 * The part of a download's file name that comes from the map (spec section 2, the QR download): the
 * name lower-cased with each run of spaces turned into one hyphen ("Community Garden" ->
 * "community-garden"). Characters a file name cannot hold are dropped, so the browser does not rename
 * the file its own way. Shared by the browser (the QR code) and the maps service (exports).
 */
export function mapFileBaseName(mapName: string): string {
  const base = mapName.trim().toLowerCase().replace(UNSAFE_IN_FILE_NAMES, '').replace(/\s+/g, '-');
  return base === '' ? FALLBACK_BASE : base;
}

/** The name the QR code is saved under: "community-garden-qr.svg". */
export function qrFileName(mapName: string): string {
  return `${mapFileBaseName(mapName)}-qr.svg`;
}

/** Each export format's file name extension and media type (the Content-Type of the download). */
export const MAP_EXPORT_FILES: Readonly<Record<MapExportFormat, { extension: string; mediaType: string }>> = {
  geojson: { extension: 'geojson', mediaType: 'application/geo+json' },
  csv: { extension: 'csv', mediaType: 'text/csv; charset=utf-8' },
  kml: { extension: 'kml', mediaType: 'application/vnd.google-earth.kml+xml' },
  gpx: { extension: 'gpx', mediaType: 'application/gpx+xml' },
};

/** The name a map's export is saved under: "community-garden.geojson". */
export function mapExportFileName(mapName: string, format: MapExportFormat): string {
  return `${mapFileBaseName(mapName)}.${MAP_EXPORT_FILES[format].extension}`;
}

/** True when `value` (e.g. the export's `format` query parameter) names an export format. */
export function isMapExportFormat(value: unknown): value is MapExportFormat {
  return typeof value === 'string' && Object.hasOwn(MAP_EXPORT_FILES, value);
}
