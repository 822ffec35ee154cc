import { addRefusal, locationLimitError, messages, planLimits, type LocationBody } from '@groupmap/contracts';
import { httpError, ipRateLimitKey } from '@groupmap/svc-kit';
import { contributorStandingFor } from '../db/contributor-repository';
import { insertLocationIfUnchanged } from '../db/location-insert-statement';
import { insertLocation, type StoredLocation } from '../db/location-repository';
import type { MapReadForAdd } from '../db/map-for-add';
import { isDemoMap, type StoredMap } from '../db/map-repository';
import { toStoredCustomData } from './custom-data';
import { makeRoomOnDemoMap } from './demo-map-room';
import {
  checkAddress,
  readViewableMapForAdd,
  toWrite,
  viewableMapForAdd,
  type Author,
  type LocationCommandDeps,
  type MapForAddCheck,
} from './location-access';
import { announceLocation, locationEvent } from './location-events';
import { countLocationWrite } from './write-limits';
import { awaitsReview, checkNotBlocked, checkReviewQueueRoom } from './review-rule';

/** 403 unless `author` may add to `map` as its owner set (issue 24): the demo map is open to all. */
function checkMayAdd(map: StoredMap, author: Author): void {
  const isOwner = map.userId !== null && author.userId === map.userId;
  const refusal = addRefusal(
    map.whoCanAdd,
    { signedIn: author.userId !== null, isOwner },
    map.userId !== null,
  );
  if (refusal === 'sign-in') throw httpError('sign_in_to_add', messages.signInToAddLocations);
  if (refusal === 'owner-only') throw httpError('owner_only_add', messages.onlyOwnerCanAddLocations);
}

type Added = { row: StoredLocation; map: StoredMap };

/** The id the event is checked with before the statement writes the location's own (a valid one). */
const PLACEHOLDER_ID = 1;

/**
 * Adds a location to map `mapId` for anyone who may view it and add to it; on a reviewed map it waits
 * for the owner's approval unless the owner or a trusted contributor adds it (issue 24), and counts
 * toward the limit meanwhile. The address is checked before anything is written (a geocoder may be
 * slow; nothing is held meanwhile).
 *
 * Two round trips to Postgres for the common add (issue 27): a read of the map, its plan, its count
 * and the writer's identity, then one statement that writes the location and its event while all of
 * that still holds. Whatever that statement cannot serve (a first contribution, a reviewed add, the
 * demo map, a map at its limit or changed since the read) takes the transaction, which locks the map
 * row and decides again.
 */
export async function addLocation(
  deps: LocationCommandDeps,
  mapId: number,
  author: Author & { sessionId: string },
  body: LocationBody,
): Promise<Added> {
  const found = await readViewableMapForAdd(deps, mapId, author);
  const isOwner = author.userId !== null && author.userId === found.map.userId;
  await countLocationWrite(deps.limits, author, isOwner);
  checkMayAdd(found.map, author);
  const stored = toStoredCustomData(body.customData, found.map.customFields);
  await checkAddress(deps, body.address);
  if (isDemoMap(found.map)) {
    // The demo map is everyone's: what one browser or one address may add to it a day is bounded.
    await deps.limits.demoAdditionSession.consume(author.sessionId ?? '');
    await deps.limits.demoAdditionIp.consume(ipRateLimitKey(author.ip));
  }
  const added = await addInOneStatement(deps, found, author, toWrite(body, stored));
  return added ?? addInTransaction(deps, mapId, author, body);
}

/**
 * The add as one statement when the read shows a returning contributor's published add below the
 * limit; undefined when it does not, or when the statement found the map, plan or standing changed.
 */
async function addInOneStatement(
  deps: LocationCommandDeps,
  found: MapForAddCheck & { read: MapReadForAdd },
  author: Author & { sessionId: string },
  write: ReturnType<typeof toWrite>,
): Promise<Added | undefined> {
  const { map, plan, locationCount, standing, read } = found;
  const existing = standing?.row;
  if (isDemoMap(map) || !existing || existing.blocked_at !== null) return undefined;
  // An account's identity keeps its username current: a changed one is written by the transaction.
  if (author.userId !== null && (author.username ?? null) !== null && existing.username !== author.username)
    return undefined;
  const contributor = { id: existing.id, trusted: existing.trusted_at !== null, blocked: false };
  if (awaitsReview(map, author, contributor) || locationLimitError(plan, locationCount)) return undefined;
  const location = { mapId: map.id, userId: author.userId, creatorSessionId: author.sessionId, ...write };
  // The event as the location will be stored; its id and times are the statement's to fill in.
  const placeholder: StoredLocation = {
    ...location,
    id: PLACEHOLDER_ID,
    contributorId: contributor.id,
    state: 'published',
    createdAt: new Date(0),
    publishedAt: new Date(0),
    reportsKeptAt: null,
    editedByContributorId: null,
    editedAt: null,
  };
  const needsGrant = map.passwordProtected && author.userId !== map.userId;
  const row = await insertLocationIfUnchanged(
    deps.knex,
    {
      mapId: map.id,
      shape: read.shape,
      ownerPlan: read.ownerPlan,
      limit: planLimits(plan).locationsPerMap,
      contributor,
      grant: needsGrant ? { sessionId: author.sessionId, now: deps.clock() } : null,
    },
    { ...location, contributorId: contributor.id },
    locationEvent('maps.location.created.v1', map, placeholder),
  );
  return row && { row, map };
}

/** The add under the map row's lock: every case, deciding again on what the lock shows. */
function addInTransaction(
  deps: LocationCommandDeps,
  mapId: number,
  author: Author,
  body: LocationBody,
): Promise<Added> {
  return deps.knex.transaction(async (trx) => {
    const { map, plan, locationCount: count, standing } = await viewableMapForAdd(deps, trx, mapId, author);
    // Again under the lock: the owner may have changed the setting since the first read.
    checkMayAdd(map, author);
    const stored = toStoredCustomData(body.customData, map.customFields);
    // A full demo map makes room (its oldest visitor addition goes) rather than refusing everyone.
    const room = isDemoMap(map) && locationLimitError(plan, count) ? await makeRoomOnDemoMap(trx, map) : 0;
    const limit = locationLimitError(plan, count - room);
    if (limit) throw httpError('location_limit_reached', limit);
    // The identity as the locked read found it: another round trip only for a first contribution.
    const contributor = await contributorStandingFor(trx, map.id, author, standing);
    checkNotBlocked(contributor);
    const contributorId = contributor?.id ?? null;
    const pending = awaitsReview(map, author, contributor);
    if (pending) await checkReviewQueueRoom(trx, map.id, contributorId);
    const row = await insertLocation(trx, map.id, { ...author, contributorId }, toWrite(body, stored), {
      pending,
    });
    await announceLocation(trx, 'maps.location.created.v1', map, row);
    return { row, map };
  });
}
