import { messages, type LocationBody, type PlanId } from '@groupmap/contracts';
import { badRequest, httpError, notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { findLocation, type LocationWrite } from '../db/location-repository';
import { existingStandingQuery, type StandingRow } from '../db/contributor-repository';
import type { Db } from '../db/db';
import { lockMapForAdd, readMapForAdd, type MapForAdd, type MapReadForAdd } from '../db/map-for-add';
import { findMapById, type StoredMap } from '../db/map-repository';
import { planOf, toPlanId } from '../db/plan-repository';
import type { Geocoder } from '../geocoding/geocoder';
import type { MapsRateLimiters } from '../rate-limits';
import { locationRights } from './location-rights';
import { canRead, readAccess, withBoundIdentities, type Visitor } from './map-access';

/**
 * What the location use cases (add, edit, delete) share: their dependencies, who writes, the map and
 * location reads with their access checks, the address check.
 */
export interface LocationCommandDeps {
  knex: Knex;
  geocoder: Geocoder;
  /** The time now, for password grants' expiry and a delete's time. */
  clock: () => Date;
  /** Location writes per session and per IP; additions to the demo map per session and per IP a day (issue 21). */
  limits: Pick<
    MapsRateLimiters,
    'locationWriteSession' | 'locationWriteIp' | 'demoAdditionSession' | 'demoAdditionIp'
  >;
}

/** Who writes: the visitor, and the client IP for the geocoder's per-IP limit. */
export interface Author extends Visitor {
  ip: string;
  /** The signed-in account's username, for the owner's review panel (null for a visitor). */
  username?: string | null;
}

/** The map `mapId`, locked until the transaction ends, when `author` may view it; 404 or 403 otherwise. */
export async function viewableMap(
  deps: LocationCommandDeps,
  trx: Knex.Transaction,
  mapId: number,
  author: Author,
): Promise<StoredMap> {
  const map = await findMapById(trx, mapId, { lock: true });
  if (!map) throw notFound(messages.mapNotFound);
  await checkViewable(deps, trx, map, author);
  return map;
}

/** What an add checks against its map: the plan that governs it, its count, the writer's identity. */
export interface MapForAddCheck {
  map: StoredMap;
  plan: PlanId;
  locationCount: number;
  /** `author`'s existing contributor identity on the map, for contributorStandingFor's `known`. */
  standing: { row: StandingRow | undefined } | undefined;
}

/**
 * As `viewableMap`, with what an add checks against the map read in the same round trip (issue 27):
 * the plan that governs it (free for the ownerless demo map), its location count, and `author`'s
 * existing contributor identity on it.
 */
export async function viewableMapForAdd(
  deps: LocationCommandDeps,
  trx: Knex.Transaction,
  mapId: number,
  author: Author,
): Promise<MapForAddCheck> {
  const locked = await lockMapForAdd(trx, mapId, existingStandingQuery(trx, mapId, author));
  if (!locked) throw notFound(messages.mapNotFound);
  await checkViewable(deps, trx, locked.map, author);
  return forAddCheck(locked);
}

/**
 * The map when `author` may view it, with what an add checks and what its one statement guards on,
 * read without a lock outside any transaction: the add's first round trip of two (issue 27), before
 * the geocoder is asked.
 */
export async function readViewableMapForAdd(
  deps: Pick<LocationCommandDeps, 'knex' | 'clock'>,
  mapId: number,
  author: Author,
): Promise<MapForAddCheck & { read: MapReadForAdd }> {
  const standing = existingStandingQuery(deps.knex, mapId, author);
  const read = await readMapForAdd(deps.knex, mapId, standing, {
    sessionId: author.sessionId,
    now: deps.clock(),
  });
  if (!read) throw notFound(messages.mapNotFound);
  if (!readAccess(read.map, author, read.hasGrant).allowed)
    throw httpError('password_required', messages.mapPasswordProtected);
  return { ...forAddCheck(read), read };
}

const forAddCheck = (found: MapForAdd): MapForAddCheck => ({
  map: found.map,
  plan: found.map.userId === null ? 'free' : toPlanId(found.ownerPlan),
  locationCount: found.locationCount,
  standing: found.standing ?? undefined,
});

async function checkViewable(
  deps: Pick<LocationCommandDeps, 'clock'>,
  db: Db,
  map: StoredMap,
  author: Visitor,
): Promise<void> {
  const { allowed } = await canRead(db, map, author, deps.clock());
  if (!allowed) throw httpError('password_required', messages.mapPasswordProtected);
}

/**
 * The server's own check that the address resolves (decisions.md, Geocoding): "Invalid address". Not
 * counted against the author's lookup limits: the location write limits count the save.
 */
export async function checkAddress(deps: LocationCommandDeps, address: string): Promise<void> {
  const results = await deps.geocoder.search(address);
  if (results.length === 0) throw badRequest(messages.invalidAddress, 'invalid_address');
}

export const toWrite = (body: LocationBody, customData: Record<string, string>): LocationWrite => ({
  name: body.name,
  address: body.address,
  latitude: body.latitude,
  longitude: body.longitude,
  region: body.region,
  country: body.country,
  customData: customData,
});

/** The plan whose items-per-map limit governs `map`: its owner's, free for the ownerless demo map. */
export const governingPlan = (trx: Knex.Transaction, map: StoredMap): Promise<PlanId> =>
  map.userId === null ? Promise.resolve('free') : planOf(trx, map.userId);

/** The map when `author` may view it, read without a lock: bad input is refused before the geocoder is asked. */
export async function readableMap(
  deps: Pick<LocationCommandDeps, 'knex' | 'clock'>,
  mapId: number,
  author: Visitor,
): Promise<StoredMap> {
  const map = await findMapById(deps.knex, mapId);
  if (!map) throw notFound(messages.mapNotFound);
  await checkViewable(deps, deps.knex, map, author);
  return map;
}

/** The location, locked, with its map, when `author` may view the map; 404 or 403 otherwise. */
export async function lockedLocation(
  deps: LocationCommandDeps,
  trx: Knex.Transaction,
  mapId: number,
  locationId: number,
  author: Author,
) {
  const map = await viewableMap(deps, trx, mapId, author);
  const location = await findLocation(trx, map.id, locationId, { lock: true });
  if (!location) throw notFound(messages.locationMissing);
  const viewer = await withBoundIdentities(trx, map.id, author);
  return { map, location, rights: locationRights(location, map, viewer) };
}
