import {
  MAP_EXPORT_FILES,
  mapExportFileName,
  messages,
  normaliseFieldKey,
  ownValue,
  type MapExportFormat,
} from '@groupmap/contracts';
import { httpError, notFound, type Identity } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { locationExportPages, type ExportedLocation } from '../db/location-export-pages';
import { findMapById } from '../db/map-repository';
import { canRead } from './map-access';
import { exportColumnNames, type ExportLocation, type ExportWriter } from '../export/export-document';
import { EXPORT_WRITERS } from '../export/export-writers';
import type { MapExportFile } from '../export/map-export-file';

/**
 * Opens map `mapId`'s export in `format` for `identity`, with the access of its locations list
 * (owner, unprotected map, or a current password grant): 404 for an unknown map, 403
 * `password_required` without the grant. Nothing is read until `chunks` is.
 */
export async function openMapExport(
  deps: { knex: Knex; clock: () => Date },
  mapId: number,
  identity: Identity,
  format: MapExportFormat,
): Promise<MapExportFile> {
  const map = await findMapById(deps.knex, mapId);
  if (!map) throw notFound(messages.mapNotFound);
  const access = await canRead(deps.knex, map, identity, deps.clock());
  if (!access.allowed) throw httpError('password_required', messages.mapPasswordProtected);
  // Values are read by the map's current fields' keys: a removed field's values stay hidden.
  const keys = map.customFields.map(normaliseFieldKey);
  const writer = EXPORT_WRITERS[format]({
    mapName: map.name,
    customColumns: exportColumnNames(map.customFields),
  });
  const toExportLocation = (row: ExportedLocation): ExportLocation => ({
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    region: row.region,
    country: row.country,
    createdAt: row.createdAt.toISOString(),
    custom: keys.map((key) => ownValue(row.customData, key) ?? ''),
  });
  return {
    fileName: mapExportFileName(map.name, format),
    mediaType: MAP_EXPORT_FILES[format].mediaType,
    chunks: exportChunks(locationExportPages(deps.knex, mapId), writer, toExportLocation),
  };
}

async function* exportChunks(
  pages: AsyncIterable<ExportedLocation[]>,
  writer: ExportWriter,
  toExportLocation: (row: ExportedLocation) => ExportLocation,
): AsyncGenerator<string> {
  let start = writer.start();
  for await (const rows of pages) {
    yield start + writer.write(rows.map(toExportLocation));
    start = '';
  }
  yield start + writer.end();
}
