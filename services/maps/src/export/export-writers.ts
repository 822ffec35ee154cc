import type { MapExportFormat } from '@groupmap/contracts';
import { csvWriter } from './csv-writer';
import type { ExportDocument, ExportWriter } from './export-document';
import { geojsonWriter } from './geojson-writer';
import { gpxWriter } from './gpx-writer';
import { kmlWriter } from './kml-writer';

/** The serialiser of each export format. */
export const EXPORT_WRITERS: Readonly<Record<MapExportFormat, (document: ExportDocument) => ExportWriter>> = {
  geojson: geojsonWriter,
  csv: csvWriter,
  kml: kmlWriter,
  gpx: gpxWriter,
};
