/**
 * The part of a GeoJSON feature the import reads. GeoJSON files are untrusted, so geometry and
 * coordinates stay `unknown` until checked.
 */
export interface GeoFeature {
  geometry: { type: string; coordinates?: unknown } | null;
  properties: Record<string, unknown>;
}
