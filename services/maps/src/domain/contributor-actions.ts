import { messages, type ApiSchema } from '@groupmap/contracts';
import { appendToOutbox, forbidden, notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { ownedMap } from '../access/owned-map';
import { findContributors, listContributorsOf, setBlocked } from '../db/contributor-repository';
import { removeLocationsOf } from '../db/location-repository';
import { deleteRevisionsOf } from '../db/revision-repository';
import { toReviewContributor, type ReviewDeps } from './review-queue';

export type MapContributor = ApiSchema<'MapContributor'>;

/**
 * The owner's "Contributors" (issue 25): every contributor identity of map `mapId`, with how many of
 * their locations it holds and when they were last active; the owner's own identity is marked. 403
 * for anyone but the owner.
 */
export async function readContributors(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
): Promise<MapContributor[]> {
  const map = await ownedMap(deps.knex, mapId, userId, { notOwner: messages.onlyOwnerCanChangeMap });
  const contributors = await listContributorsOf(deps.knex, map.id);
  const ownIds = await ownerIdentityIds(deps.knex, map.id, userId);
  return contributors.map((contributor) => ({
    ...toReviewContributor(deps.pseudonymKey, map.id, contributor),
    isOwner: ownIds.has(contributor.id),
    locationCount: contributor.locationCount,
    lastActivityAt: contributor.lastActivityAt?.toISOString() ?? null,
    trusted: contributor.trustedAt !== null,
    blocked: contributor.blockedAt !== null,
  }));
}

/** The owner's own identity on the map (their account's), which can be neither blocked nor emptied. */
async function ownerIdentityIds(
  db: Knex | Knex.Transaction,
  mapId: number,
  userId: number,
): Promise<Set<number>> {
  const ids = (await db('contributors').where({ map_id: mapId, user_id: userId }).pluck('id')) as number[];
  return new Set(ids);
}

/**
 * "Block" and "Unblock" (issue 25): a blocked contributor's further adds and edits on this map are
 * refused. 404 for an identity of another map; 403 for the owner's own.
 */
export async function setContributorBlocked(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
  contributorId: number,
  blocked: boolean,
): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const map = await ownedMap(trx, mapId, userId, { notOwner: messages.onlyOwnerCanChangeMap });
    if ((await ownerIdentityIds(trx, map.id, userId)).has(contributorId)) throw forbidden();
    const found = await setBlocked(trx, map.id, contributorId, blocked ? deps.clock() : null);
    if (!found) throw notFound(messages.notFound);
  });
}

/**
 * "Remove all their locations" (issue 25): every location of one contributor on the map is deleted
 * in one action (restorable together from "Recently deleted" for 30 days), and live viewers get one
 * message listing the ids. Resolves how many were removed and the removal's id.
 */
export async function removeAllLocationsOf(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
  contributorId: number,
): Promise<{ count: number; removalId: string | null }> {
  return deps.knex.transaction(async (trx) => {
    const map = await ownedMap(trx, mapId, userId, { lock: true, notOwner: messages.onlyOwnerCanChangeMap });
    if (!(await findContributors(trx, map.id, [contributorId])).has(contributorId)) {
      throw notFound(messages.notFound);
    }
    if ((await ownerIdentityIds(trx, map.id, userId)).has(contributorId)) throw forbidden();
    const removal = { id: randomUUID(), at: deps.clock() };
    const ids = await removeLocationsOf(trx, map.id, contributorId, removal);
    if (ids.length === 0) return { count: 0, removalId: null };
    await deleteRevisionsOf(trx, ids);
    await appendToOutbox(trx, {
      type: 'maps.locations.removed.v1',
      aggregateId: String(map.id),
      payload: {
        mapId: map.id,
        passwordVersion: map.passwordVersion,
        removalId: removal.id,
        locationIds: ids,
      },
    });
    return { count: ids.length, removalId: removal.id };
  });
}
