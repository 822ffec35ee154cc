import { locationLimitError, messages, type ApiSchema, type RestoreDeletedBody } from '@groupmap/contracts';
import { appendToOutbox, httpError } from '@groupmap/svc-kit';
import { ownedMap } from '../access/owned-map';
import { findContributors } from '../db/contributor-repository';
import {
  countDeleted,
  countLocations,
  listDeletedLocations,
  restoreLocations,
} from '../db/location-repository';
import { governingPlan } from './location-access';
import { toReviewContributor, type ReviewDeps } from './review-queue';

export type DeletedItem = ApiSchema<'DeletedLocation'>;

/**
 * The owner's "Recently deleted" (issue 25): every location of map `mapId` deleted in the last 30
 * days (the purge takes older ones), by anyone, with who deleted it and when, most recent first. 403
 * for anyone but the owner.
 */
export async function readRecentlyDeleted(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
): Promise<DeletedItem[]> {
  return deps.knex.transaction(
    async (trx) => {
      const map = await ownedMap(trx, mapId, userId, { notOwner: messages.onlyOwnerCanChangeMap });
      const deleted = await listDeletedLocations(trx, map.id);
      const ids = deleted.flatMap(({ location }) =>
        location.contributorId === null ? [] : [location.contributorId],
      );
      const contributors = await findContributors(trx, map.id, [...new Set(ids)]);
      return deleted.map(({ location, deletedAt, deletedBy, removalId }) => {
        const contributor =
          location.contributorId === null ? undefined : contributors.get(location.contributorId);
        return {
          locationId: location.id,
          name: location.name,
          address: location.address,
          contributor: contributor ? toReviewContributor(deps.pseudonymKey, map.id, contributor) : null,
          deletedAt: deletedAt.toISOString(),
          deletedBy,
          removalId,
        };
      });
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/**
 * "Restore" (issue 25): brings deleted locations back with their ids, values (removed fields' hidden
 * values included) and author, live to everyone; one rejected in review comes back awaiting review. A
 * restore that would pass the map's limit is refused whole with the limit's message. Resolves how
 * many came back (0 when none of them was still deleted).
 */
export async function restoreDeleted(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
  which: RestoreDeletedBody,
): Promise<number> {
  return deps.knex.transaction(async (trx) => {
    const map = await ownedMap(trx, mapId, userId, { lock: true, notOwner: messages.onlyOwnerCanChangeMap });
    const wanted = await countDeleted(trx, map.id, which);
    if (wanted === 0) return 0;
    const limit = locationLimitError(
      await governingPlan(trx, map),
      (await countLocations(trx, map.id)) + wanted - 1,
    );
    if (limit) throw httpError('location_limit_reached', limit);
    const restored = await restoreLocations(trx, map.id, which, deps.clock());
    await appendToOutbox(trx, {
      type: 'maps.locations.restored.v1',
      aggregateId: String(map.id),
      payload: {
        mapId: map.id,
        passwordVersion: map.passwordVersion,
        locationIds: restored.map(({ id }) => id),
      },
    });
    return restored.length;
  });
}
