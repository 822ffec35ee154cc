import { messages, type LocationBody, type PlanId } from '@groupmap/contracts';
import { badRequest, httpError, notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { findLocation, type LocationWrite } from '../db/location-repository';
import { existingStandingQuery, type StandingRow } from '../db/contributor-repository';
import type { Db } from '../db/db';
import { findMapById, lockMapForAdd, type StoredMap } from '../db/map-repository';
import { planOf, toPlanId } from '../db/plan-repository';
import { recentMapRead } from '../db/recent-map-reads';
import type { Geocoder } from '../geocoding/geocoder';
import type { MapsRateLimiters } from '../rate-limits';
import { locationRights } from './location-rights';
import { canRead, withBoundIdentities, type Visitor } from './map-access';

/**
 * What the location use cases (add, edit, delete) share: their dependencies, who writes, the map and
 * location reads with their access checks, the address check.
 */
export interface LocationCommandDeps {
  knex: Knex;
  geocoder: Geocoder;
  /** The time now, for password grants' expiry and a delete's time. */
  clock: () => Date;
  /** Additions to the demo map per session and per IP a day (issue 21). */
  limits: Pick<MapsRateLimiters, 'demoAdditionSession' | 'demoAdditionIp'>;
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

/**
 * As `viewableMap`, with what an add checks against the map read in the same round trip (issue 27):
 * the plan that governs it (free for the ownerless demo map), its location count, and `author`'s
 * existing contributor identity on it (for contributorStandingFor's `known`).
 */
export async function viewableMapForAdd(
  deps: LocationCommandDeps,
  trx: Knex.Transaction,
  mapId: number,
  author: Author,
): Promise<{
  map: StoredMap;
  plan: PlanId;
  locationCount: number;
  standing: { row: StandingRow | undefined } | undefined;
}> {
  const locked = await lockMapForAdd(trx, mapId, existingStandingQuery(trx, mapId, author));
  if (!locked) throw notFound(messages.mapNotFound);
  await checkViewable(deps, trx, locked.map, author);
  const plan = locked.map.userId === null ? 'free' : toPlanId(locked.ownerPlan);
  return {
    map: locked.map,
    plan,
    locationCount: locked.locationCount,
    standing: locked.standing ?? undefined,
  };
}

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

/**
 * The map when `author` may view it, read without a lock: bad input is refused before the geocoder
 * is asked. The transaction checks again on the locked row, so an add may take a row read in the last
 * two seconds (`recent`, recent-map-reads.ts: one round trip less per add, issue 27).
 */
export async function readableMap(
  deps: Pick<LocationCommandDeps, 'knex' | 'clock'>,
  mapId: number,
  author: Visitor,
  { recent = false } = {},
): Promise<StoredMap> {
  const map = recent ? await recentMapRead(deps.knex, mapId) : await findMapById(deps.knex, mapId);
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
