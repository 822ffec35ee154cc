import { mapImportErrors } from '@groupmap/contracts';
import { featuresToRecords } from './features-to-records';
import type { GeoFeature } from './geo-feature';
import type { ParsedFile } from './parsed-file';
import { refuseFile } from './refuse-file';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toGeoFeature(value: unknown): GeoFeature {
  const feature = isObject(value) ? value : {};
  const { geometry, properties } = feature;
  return {
    geometry:
      isObject(geometry) && typeof geometry.type === 'string' ? { ...geometry, type: geometry.type } : null,
    properties: isObject(properties) ? properties : {},
  };
}

/** The features of a GeoJSON text: a FeatureCollection's, or a single Feature. */
function geoJsonFeatures(text: string): unknown[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw refuseFile(mapImportErrors.importMalformedJson);
  }
  if (isObject(document) && document.type === 'FeatureCollection' && Array.isArray(document.features)) {
    return document.features;
  }
  if (isObject(document) && document.type === 'Feature') return [document];
  throw refuseFile(mapImportErrors.importNotGeoJson);
}

/** A GeoJSON file (RFC 7946): a record per feature with a point or without geometry. */
export function parseGeoJson(text: string): ParsedFile {
  return featuresToRecords('geojson', geoJsonFeatures(text).map(toGeoFeature));
}
