import { addRefusal, locationLimitError, messages, type LocationBody } from '@groupmap/contracts';
import { httpError, ipRateLimitKey } from '@groupmap/svc-kit';
import { contributorStandingFor } from '../db/contributor-repository';
import { insertLocation, type StoredLocation } from '../db/location-repository';
import { isDemoMap, type StoredMap } from '../db/map-repository';
import { toStoredCustomData } from './custom-data';
import { makeRoomOnDemoMap } from './demo-map-room';
import {
  checkAddress,
  readableMap,
  toWrite,
  viewableMapForAdd,
  type Author,
  type LocationCommandDeps,
} from './location-access';
import { announceLocation } from './location-events';
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

/**
 * Adds a location to map `mapId` for anyone who may view it and add to it; on a reviewed map it waits
 * for the owner's approval unless the owner or a trusted contributor adds it (issue 24), and counts
 * toward the limit meanwhile. The map row is locked before counting, so parallel adds queue and never
 * pass the plan's items-per-map limit. The address
 * is checked before the transaction (a geocoder may be slow; nothing is held meanwhile).
 */
export async function addLocation(
  deps: LocationCommandDeps,
  mapId: number,
  author: Author,
  body: LocationBody,
): Promise<{ row: StoredLocation; map: StoredMap }> {
  const readable = await readableMap(deps, mapId, author, { recent: true });
  checkMayAdd(readable, author);
  toStoredCustomData(body.customData, readable.customFields);
  await checkAddress(deps, body.address);
  if (isDemoMap(readable)) {
    // The demo map is everyone's: what one browser or one address may add to it a day is bounded.
    await deps.limits.demoAdditionSession.consume(author.sessionId ?? '');
    await deps.limits.demoAdditionIp.consume(ipRateLimitKey(author.ip));
  }
  return deps.knex.transaction(async (trx) => {
    // The map, its plan, its count and the writer's identity in one round trip (issue 27).
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
