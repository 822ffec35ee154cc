/**
 * Texts of a map's download choice (issue 13, Export), on the map page beside "Share" and on the
 * owner's map card in the dashboard. They name controls, so they are not among the texts a service
 * may send (`isContractMessage`).
 */
export const mapExportMessages = {
  download: 'Download',
  /** The accessible name of a dashboard card's choice, which names the map it downloads. */
  downloadMap: 'Download {name}',
  /** Each format's label, by the `format` the export takes. */
  formats: { geojson: 'GeoJSON', csv: 'CSV', kml: 'KML', gpx: 'GPX' },
} as const;
