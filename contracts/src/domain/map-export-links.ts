/**
 * The formats a map downloads in (issue 13, Export) and the address of each download,
 * GET /api/maps/{mapId}/export?format=…. The server names the file (Content-Disposition, from the
 * map's name), so a link to this address with a bare `download` attribute is all a page needs: the
 * browser sends the session and a protected map's grant cookie like on any same-origin request.
 */
export const MAP_EXPORT_FORMATS = ['geojson', 'csv', 'kml', 'gpx'] as const;

export type MapExportFormat = (typeof MAP_EXPORT_FORMATS)[number];

/** The path of one map's download in one format, on the gateway's origin. */
export function mapExportPath(mapId: number, format: MapExportFormat): string {
  return `/api/maps/${encodeURIComponent(String(mapId))}/export?format=${format}`;
}
