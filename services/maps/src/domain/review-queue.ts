import { messages, type ApiSchema } from '@groupmap/contracts';
import type { Knex } from 'knex';
import { ownedMap } from '../access/owned-map';
import { findContributors, type ContributorName } from '../db/contributor-repository';
import { findLocationsByIds, listPendingLocations } from '../db/location-repository';
import { listRevisionsOf } from '../db/revision-repository';
import { contributorPseudonym } from './contributor-pseudonym';
import { toWireCustomData } from './custom-data';

export type ReviewItem = ApiSchema<'ReviewItem'>;
export type ReviewContributor = ApiSchema<'ReviewContributor'>;

export interface ReviewDeps {
  knex: Knex;
  /** The key contributor pseudonyms are made with (contributor-pseudonym.ts). */
  pseudonymKey: Buffer;
  clock: () => Date;
}

/**
 * What an item of the owner's queue is called in a decision: a new location by its id; an edit by its
 * location's id and the time the edit was made, so an edit replaced after the owner saw the queue is
 * not decided on unseen ("Approve all" acts on the items shown, never on what arrived after).
 */
export const reviewItemId = {
  location: (locationId: number) => `location:${locationId}`,
  edit: (locationId: number, at: Date) => `edit:${locationId}:${at.getTime()}`,
};

/** How the owner's screens name a contributor identity: its username, or "Visitor" and its pseudonym. */
export function toReviewContributor(
  key: Buffer,
  mapId: number,
  contributor: Pick<ContributorName, 'id' | 'username' | 'isAccount'>,
): ReviewContributor {
  return {
    id: contributor.id,
    username: contributor.isAccount ? contributor.username : null,
    pseudonym: contributorPseudonym(key, mapId, contributor.id),
  };
}

/**
 * The owner's review queue of map `mapId` (issue 24): every location and edit awaiting review, oldest
 * first, each with its values as submitted and who submitted it. 403 for anyone but the owner.
 */
export async function readReviewQueue(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
): Promise<ReviewItem[]> {
  return deps.knex.transaction(
    async (trx) => {
      const map = await ownedMap(trx, mapId, userId, { notOwner: messages.onlyOwnerCanChangeMap });
      const viewer = { userId, sessionId: null, isMapOwner: true };
      const pending = (await listPendingLocations(trx, map.id, viewer)).reverse();
      const revisions = await listRevisionsOf(trx, map.id);
      const published = await findLocationsByIds(
        trx,
        map.id,
        revisions.map(({ locationId }) => locationId),
      );
      const edits = revisions.filter(({ locationId }) => published.get(locationId)?.state === 'published');
      const ids = [...pending, ...edits].flatMap(({ contributorId }) =>
        contributorId === null ? [] : [contributorId],
      );
      const contributors = await findContributors(trx, map.id, [...new Set(ids)]);
      const who = (id: number | null) => {
        const contributor = id === null ? undefined : contributors.get(id);
        return contributor ? toReviewContributor(deps.pseudonymKey, map.id, contributor) : null;
      };
      const items: ReviewItem[] = [
        ...pending.map((row) => ({
          id: reviewItemId.location(row.id),
          kind: 'location' as const,
          locationId: row.id,
          name: row.name,
          address: row.address,
          customData: toWireCustomData(row.customData, map.customFields),
          contributor: who(row.contributorId),
          submittedAt: row.createdAt.toISOString(),
        })),
        ...edits.map((revision) => ({
          id: reviewItemId.edit(revision.locationId, revision.createdAt),
          kind: 'edit' as const,
          locationId: revision.locationId,
          name: revision.write.name,
          address: revision.write.address,
          customData: toWireCustomData(revision.write.customData, map.customFields),
          contributor: who(revision.contributorId),
          submittedAt: revision.createdAt.toISOString(),
        })),
      ];
      return items.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
