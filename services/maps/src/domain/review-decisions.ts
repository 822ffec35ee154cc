import { messages } from '@groupmap/contracts';
import { notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { ownedMap } from '../access/owned-map';
import { listTrusted, setTrusted } from '../db/contributor-repository';
import { findLocation, markLocationDeleted, publishLocation } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import { deleteRevision, findRevision } from '../db/revision-repository';
import { announceLocation, announceLocationDeleted } from './location-events';
import { applyEdit } from './location-history';
import { toReviewContributor, type ReviewContributor, type ReviewDeps } from './review-queue';

export type ReviewDecision = 'approve' | 'reject';

/** A queue item's id, read back (review-queue.ts reviewItemId); null for one that names nothing. */
function parseItemId(
  id: string,
): { kind: 'location'; locationId: number } | { kind: 'edit'; locationId: number; at: number } | null {
  const match = /^(location):(\d{1,9})$|^(edit):(\d{1,9}):(\d{1,15})$/.exec(id);
  if (!match) return null;
  if (match[1]) return { kind: 'location', locationId: Number(match[2]) };
  return { kind: 'edit', locationId: Number(match[4]), at: Number(match[5]) };
}

/**
 * Approves or rejects the queue items `ids` of map `mapId` (issue 24), the owner only, in one
 * transaction under the map's lock; resolves how many it decided. An item decided already, deleted
 * meanwhile, or an edit replaced since the owner saw it, is left alone (and not counted).
 * - Approving a location publishes it (publishedAt now): everyone else receives it as new, its author
 *   and the owner as changed. Approving an edit writes it into the location: everyone receives it.
 * - Rejecting a location deletes it (kept 30 days, as every delete; its author is told it was not
 *   approved). Rejecting an edit discards it: the published version stays, and the owner's and the
 *   author's screens get it back.
 */
export async function decideReview(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
  ids: readonly string[],
  decision: ReviewDecision,
): Promise<number> {
  return deps.knex.transaction(async (trx) => {
    const map = await ownedMap(trx, mapId, userId, { lock: true, notOwner: messages.onlyOwnerCanChangeMap });
    let decided = 0;
    for (const id of new Set(ids)) {
      const item = parseItemId(id);
      if (!item) continue;
      const done =
        item.kind === 'location'
          ? await decideLocation(deps, trx, map, item.locationId, decision)
          : await decideEdit(trx, map, item.locationId, item.at, decision);
      if (done) decided += 1;
    }
    return decided;
  });
}

async function decideLocation(
  deps: ReviewDeps,
  trx: Knex.Transaction,
  map: StoredMap,
  locationId: number,
  decision: ReviewDecision,
): Promise<boolean> {
  const location = await findLocation(trx, map.id, locationId, { lock: true });
  if (location?.state !== 'pending') return false;
  if (decision === 'approve') {
    const published = await publishLocation(trx, location.id, deps.clock());
    await announceLocation(trx, 'maps.location.updated.v1', map, published, 'published');
  } else {
    await markLocationDeleted(trx, location.id, deps.clock(), 'review');
    await announceLocationDeleted(trx, map, location.id, { rejected: true });
  }
  return true;
}

async function decideEdit(
  trx: Knex.Transaction,
  map: StoredMap,
  locationId: number,
  at: number,
  decision: ReviewDecision,
): Promise<boolean> {
  const location = await findLocation(trx, map.id, locationId, { lock: true });
  const revision = await findRevision(trx, locationId);
  if (location?.state !== 'published' || revision?.createdAt.getTime() !== at) return false;
  await deleteRevision(trx, locationId);
  if (decision === 'approve') {
    const updated = await applyEdit(trx, location, revision.write, {
      contributorId: revision.contributorId,
      at: revision.createdAt,
    });
    await announceLocation(trx, 'maps.location.updated.v1', map, updated, 'editApproved');
  } else {
    await announceLocation(trx, 'maps.location.updated.v1', map, location, 'editRejected');
  }
  return true;
}

/**
 * "Trust this contributor" (trusted: their future additions and edits to this map skip review) and
 * "Remove" from the map's trusted contributors; the owner only. 404 for an identity of another map.
 */
export async function setContributorTrust(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
  contributorId: number,
  trusted: boolean,
): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const map = await ownedMap(trx, mapId, userId, { notOwner: messages.onlyOwnerCanChangeMap });
    const found = await setTrusted(trx, map.id, contributorId, trusted ? deps.clock() : null);
    if (!found) throw notFound(messages.notFound);
  });
}

/** The map's "Trusted contributors", most recently trusted first; the owner only. */
export async function readTrustedContributors(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
): Promise<(ReviewContributor & { trustedAt: string })[]> {
  const map = await ownedMap(deps.knex, mapId, userId, { notOwner: messages.onlyOwnerCanChangeMap });
  const trusted = await listTrusted(deps.knex, map.id);
  return trusted.map((contributor) => ({
    ...toReviewContributor(deps.pseudonymKey, map.id, contributor),
    trustedAt: contributor.trustedAt!.toISOString(),
  }));
}
