/**
 * Rules of importing locations into a map (issue 13, Import), shared by the owner's import dialog
 * and the maps service that enforces them.
 */

/** The file kinds an import reads. KMZ is zipped KML. */
export const IMPORT_FORMATS = ['csv', 'geojson', 'kml', 'kmz', 'gpx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The multipart field of POST /api/maps/{mapId}/imports. */
export const IMPORT_FORM_FIELD = 'file';

/** The largest file an import takes: 10 MB. The gateway raises its body limit for this route only. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Room for the multipart boundary and part headers around a file of the maximum size. */
export const IMPORT_MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The request path the gateway lets carry an import's body (IMPORT_MAX_BYTES plus the overhead). */
export const IMPORT_UPLOAD_PATH = /^\/api\/maps\/[^/]+\/imports\/?$/;

/** At most this many rows (or features) per file: the largest plan's locations per map. */
export const IMPORT_MAX_ROWS = 10_000;

/** At most this many columns (or property names) per file: a mapping lists each one. */
export const IMPORT_MAX_COLUMNS = 200;

/**
 * A KMZ is refused when its KML would unpack to more than this (a zip bomb): the plain file's own
 * cap, so a zipped file costs the parser no more than an unzipped one may.
 */
export const KMZ_MAX_UNPACKED_BYTES = IMPORT_MAX_BYTES;

/** What the file picker offers. */
export const IMPORT_FILE_ACCEPT = '.csv,.tsv,.txt,.geojson,.json,.kml,.kmz,.gpx';

/**
 * Where an import stands: `pending` is previewed and waiting for the owner's commit (it can be
 * cancelled); `running` is committed and geocoding or writing (it can still be cancelled until its
 * final transaction); `done`, `failed` and `cancelled` are final.
 */
export const IMPORT_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** True when the import will not change any more. */
export const isFinalImportStatus = (status: ImportStatus): boolean =>
  status === 'done' || status === 'failed' || status === 'cancelled';

/**
 * Which column (CSV) or property (GeoJSON, KML, GPX) becomes each part of a location; null for none.
 * For the geographic formats the coordinates come from each feature's point, so latitude and
 * longitude are null unless the owner picks columns. `fields` maps columns to custom fields by name:
 * an existing field of the map, or a new one the import creates (within the plan's limit).
 */
export interface ImportMapping {
  name: string | null;
  address: string | null;
  latitude: string | null;
  longitude: string | null;
  region: string | null;
  country: string | null;
  fields: { column: string; field: string }[];
}

/** The mapping's standard targets, in the order the dialog lists them. */
export const IMPORT_TARGETS = ['name', 'address', 'latitude', 'longitude', 'region', 'country'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];
