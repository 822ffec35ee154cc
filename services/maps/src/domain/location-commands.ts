import { locationLimitError, messages, type LocationBody, type PlanId } from '@groupmap/contracts';
import { badRequest, forbidden, httpError, ipRateLimitKey, notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import {
  countLocations,
  deleteLocationRow,
  findLocation,
  insertLocation,
  updateLocation,
  type LocationRow,
  type LocationWrite,
} from '../db/location-repository';
import { findMapById, isDemoMap, type MapRow } from '../db/map-repository';
import type { MapsRateLimiters } from '../rate-limits';
import { makeRoomOnDemoMap } from './demo-map-room';
import { planOf } from '../db/plan-repository';
import type { Geocoder } from '../geocoding/geocoder';
import { toStoredCustomData } from './custom-data';
import { canRead, type Visitor } from './map-access';
import { locationRights } from './location-rights';
import { announceLocation, announceLocationDeleted } from './location-events';

export interface LocationCommandDeps {
  knex: Knex;
  geocoder: Geocoder;
  /** The time now, for password grants' expiry. */
  clock: () => Date;
  /** Additions to the demo map per session and per IP a day (issue 21). */
  limits: Pick<MapsRateLimiters, 'demoAdditionSession' | 'demoAdditionIp'>;
}

/** Who writes: the visitor, and the client IP for the geocoder's per-IP limit. */
export interface Author extends Visitor {
  ip: string;
}

/** The map `mapId`, locked until the transaction ends, when `author` may view it; 404 or 403 otherwise. */
async function viewableMap(
  deps: LocationCommandDeps,
  trx: Knex.Transaction,
  mapId: number,
  author: Author,
): Promise<MapRow> {
  const map = await findMapById(trx, mapId, { lock: true });
  if (!map) throw notFound(messages.mapNotFound);
  const { allowed } = await canRead(trx, map, author, deps.clock());
  if (!allowed) throw httpError('password_required', messages.mapPasswordProtected);
  return map;
}

/**
 * The server's own check that the address resolves (decisions.md, Geocoding): "Invalid address". Not
 * counted against the author's lookup limits: the location write limits count the save.
 */
async function checkAddress(deps: LocationCommandDeps, address: string): Promise<void> {
  const results = await deps.geocoder.search(address);
  if (results.length === 0) throw badRequest(messages.invalidAddress, 'invalid_address');
}

const toWrite = (body: LocationBody, customData: Record<string, string>): LocationWrite => ({
  name: body.name,
  address: body.address,
  latitude: body.latitude,
  longitude: body.longitude,
  region: body.region,
  country: body.country,
  custom_data: customData,
});

/** The plan whose items-per-map limit governs `map`: its owner's, free for the ownerless demo map. */
const governingPlan = (trx: Knex.Transaction, map: MapRow): Promise<PlanId> =>
  map.user_id === null ? Promise.resolve('free') : planOf(trx, map.user_id);

/**
 * Adds a location to map `mapId` for anyone who may view it. The map row is locked before counting,
 * so parallel adds queue and never pass the plan's items-per-map limit. The address is checked
 * before the transaction (a geocoder may be slow; nothing is held meanwhile).
 */
export async function addLocation(
  deps: LocationCommandDeps,
  mapId: number,
  author: Author,
  body: LocationBody,
): Promise<{ row: LocationRow; map: MapRow }> {
  const readable = await readableMap(deps, mapId, author);
  toStoredCustomData(body.customData, readable.custom_fields);
  await checkAddress(deps, body.address);
  if (isDemoMap(readable)) {
    // The demo map is everyone's: what one browser or one address may add to it a day is bounded.
    await deps.limits.demoAdditionSession.consume(author.sessionId ?? '');
    await deps.limits.demoAdditionIp.consume(ipRateLimitKey(author.ip));
  }
  return deps.knex.transaction(async (trx) => {
    const map = await viewableMap(deps, trx, mapId, author);
    const stored = toStoredCustomData(body.customData, map.custom_fields);
    const plan = await governingPlan(trx, map);
    const count = await countLocations(trx, map.id);
    // A full demo map makes room (its oldest visitor addition goes) rather than refusing everyone.
    const room = isDemoMap(map) && locationLimitError(plan, count) ? await makeRoomOnDemoMap(trx, map) : 0;
    const limit = locationLimitError(plan, count - room);
    if (limit) throw httpError('location_limit_reached', limit);
    const row = await insertLocation(trx, map.id, author, toWrite(body, stored));
    await announceLocation(trx, 'maps.location.created.v1', map, row);
    return { row, map };
  });
}

/**
 * The map when `author` may view it, read without a lock: bad input is refused before the geocoder
 * is asked. The transaction checks again on the locked row.
 */
async function readableMap(deps: LocationCommandDeps, mapId: number, author: Author): Promise<MapRow> {
  const map = await findMapById(deps.knex, mapId);
  if (!map) throw notFound(messages.mapNotFound);
  const { allowed } = await canRead(deps.knex, map, author, deps.clock());
  if (!allowed) throw httpError('password_required', messages.mapPasswordProtected);
  return map;
}

/** The location, locked, with its map, when `author` may view the map; 404 or 403 otherwise. */
async function lockedLocation(
  deps: LocationCommandDeps,
  trx: Knex.Transaction,
  mapId: number,
  locationId: number,
  author: Author,
) {
  const map = await viewableMap(deps, trx, mapId, author);
  const location = await findLocation(trx, map.id, locationId, { lock: true });
  if (!location) throw notFound(messages.locationMissing);
  return { map, location, rights: locationRights(location, map, author) };
}

/**
 * Changes a location its author owns (account or creating session). The values of the map's current
 * fields are replaced; hidden values of removed fields are kept. A changed address is checked again.
 */
export async function editLocation(
  deps: LocationCommandDeps,
  mapId: number,
  locationId: number,
  author: Author,
  body: LocationBody,
): Promise<{ row: LocationRow; map: MapRow }> {
  const fields = (await readableMap(deps, mapId, author)).custom_fields;
  toStoredCustomData(body.customData, fields);
  const before = await findLocation(deps.knex, mapId, locationId);
  if (before && before.address !== body.address) await checkAddress(deps, body.address);
  return deps.knex.transaction(async (trx) => {
    const { map, location, rights } = await lockedLocation(deps, trx, mapId, locationId, author);
    if (!rights.canEdit) throw forbidden(messages.canOnlyEditOwnLocations);
    if (location.address !== body.address && before?.address === body.address) {
      // Changed by someone else between the check and the lock: check the address sent now.
      await checkAddress(deps, body.address);
    }
    const stored = toStoredCustomData(body.customData, map.custom_fields, location.custom_data);
    const row = await updateLocation(trx, location.id, toWrite(body, stored));
    await announceLocation(trx, 'maps.location.updated.v1', map, row);
    return { row, map };
  });
}

/** Deletes a location: its author, or the map's owner. */
export async function deleteLocation(
  deps: LocationCommandDeps,
  mapId: number,
  locationId: number,
  author: Author,
): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const { map, location, rights } = await lockedLocation(deps, trx, mapId, locationId, author);
    if (!rights.canDelete) throw forbidden(messages.canOnlyDeleteOwnLocations);
    await removeLocationInTransaction(trx, map, location.id);
  });
}

/**
 * Deletes location `locationId` of `map` (both locked by the caller) and announces it, in `trx`: live
 * viewers see it disappear. The author's delete and an operator's removal (location:remove) alike.
 */
export async function removeLocationInTransaction(
  trx: Knex.Transaction,
  map: MapRow,
  locationId: number,
): Promise<{ id: string }> {
  await deleteLocationRow(trx, locationId);
  return announceLocationDeleted(trx, map, locationId);
}
