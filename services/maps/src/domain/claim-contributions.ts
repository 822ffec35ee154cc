import type { Knex } from 'knex';
import { linkSessionLocations } from '../db/location-repository';
import { findMapById } from '../db/map-repository';
import { announceLocation } from './location-events';

const CLAIMS = 'session_claims';

export interface Claim {
  sessionId: string;
  userId: number;
  /** Locations added anonymously on the session since this time are linked. */
  since: Date;
}

/**
 * Links to the account what the session added anonymously since `claim.since` (architecture.md,
 * Login and registration), once per session and account: the `auth.session.bound.v1` consumer and
 * the shell's `POST /api/maps/user/claim` both call this, whichever comes first does the work and
 * both answer the same count. A second caller waits on the claim row's key until the first commits.
 * Each linked location is announced as updated (its rights changed), which also moves its map's
 * sequence, so cached location lists revalidate.
 */
export async function claimContributions(trx: Knex.Transaction, claim: Claim): Promise<number> {
  const inserted = (await trx(CLAIMS)
    .insert({ session_id: claim.sessionId, user_id: claim.userId, linked: 0 })
    .onConflict(['session_id', 'user_id'])
    .ignore()
    .returning('linked')) as { linked: number }[];
  if (inserted.length === 0) {
    const existing = (await trx(CLAIMS)
      .where({ session_id: claim.sessionId, user_id: claim.userId })
      .first('linked')) as { linked: number };
    return existing.linked;
  }
  const linked = await linkSessionLocations(trx, claim.sessionId, claim.userId, claim.since);
  const maps = new Map<number, Awaited<ReturnType<typeof findMapById>>>();
  for (const row of linked) {
    if (!maps.has(row.map_id)) maps.set(row.map_id, await findMapById(trx, row.map_id));
    const map = maps.get(row.map_id)!;
    await announceLocation(trx, 'maps.location.updated.v1', map, row);
  }
  await trx(CLAIMS)
    .where({ session_id: claim.sessionId, user_id: claim.userId })
    .update({ linked: linked.length });
  return linked.length;
}
