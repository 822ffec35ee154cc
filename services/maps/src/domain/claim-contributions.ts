import type { Knex } from 'knex';
import { contributorFor } from '../db/contributor-repository';
import { linkSessionLocations } from '../db/location-repository';
import { findMapById } from '../db/map-repository';
import { claimedCount, recordClaimedCount, startClaim } from '../db/session-claim-repository';
import { announceLocation } from './location-events';

export interface Claim {
  sessionId: string;
  userId: number;
  /** Locations added anonymously on the session since this time are linked. */
  since: Date;
  /** The account's username when the caller knows it (the review panel names contributors by it). */
  username?: string | null;
}

/**
 * Links to the account what the session added anonymously since `claim.since` (architecture.md,
 * Login and registration), once per session and account: the `auth.session.bound.v1` consumer and
 * the shell's `POST /api/maps/user/claim` both call this, whichever comes first does the work and
 * both answer the same count. A second caller waits on the claim row's key until the first commits.
 * Each linked location moves to the account's contributor identity on its map and is announced as
 * updated (its rights changed), which also moves its map's sequence, so cached location lists
 * revalidate.
 */
export async function claimContributions(trx: Knex.Transaction, claim: Claim): Promise<number> {
  if (!(await startClaim(trx, claim.sessionId, claim.userId))) {
    return claimedCount(trx, claim.sessionId, claim.userId);
  }
  const account = { userId: claim.userId, sessionId: claim.sessionId, username: claim.username };
  const linked = await linkSessionLocations(
    trx,
    claim.sessionId,
    claim.userId,
    claim.since,
    async (mapId) => (await contributorFor(trx, mapId, account))!,
  );
  const maps = new Map<number, Awaited<ReturnType<typeof findMapById>>>();
  // A deleted one changes owner quietly: nobody is shown it, so nobody is told, nor counted.
  const shown = linked.filter(({ state }) => state !== 'deleted');
  for (const location of shown) {
    if (!maps.has(location.mapId)) maps.set(location.mapId, await findMapById(trx, location.mapId));
    const map = maps.get(location.mapId)!;
    await announceLocation(trx, 'maps.location.updated.v1', map, location);
  }
  await recordClaimedCount(trx, claim.sessionId, claim.userId, shown.length);
  return shown.length;
}
