import type { Knex } from 'knex';
import { contributorFor } from '../db/contributor-repository';
import { toLocation, type LocationRow } from '../db/location-repository';
import { findMapById } from '../db/map-repository';
import { announceLocation } from './location-events';

/** Every column that names a contributor identity: all of them follow a merged identity. */
const CONTRIBUTOR_COLUMNS = [
  ['locations', 'contributor_id'],
  ['locations', 'edited_by_contributor_id'],
  ['location_revisions', 'contributor_id'],
  ['location_versions', 'contributor_id'],
] as const;

/**
 * Makes an identity without an account the account's (issue 26: a link continued while signed in, or
 * the account verified the address the identity proved): its locations and edits become the account's
 * identity's on that map (created when the account has none there), so the account edits them from
 * any device; the identity, its address and its sessions go. A block the owner set follows it (a
 * blocked visitor does not get a clean slate by signing up); trust does not (the owner trusted a
 * visitor, not this account); the address moves with them (the account's "Download my data" lists
 * it). Each location shown to anyone is announced as updated (its rights
 * changed). Resolves how many locations moved, deleted ones aside.
 */
export async function giveIdentityToAccount(
  trx: Knex.Transaction,
  identity: { id: number; mapId: number },
  account: { userId: number; username?: string | null },
): Promise<number> {
  const target = await contributorFor(trx, identity.mapId, {
    userId: account.userId,
    sessionId: null,
    username: account.username,
  });
  if (target === null || target === identity.id) return 0;
  const blocked = (await trx('contributors').where({ id: identity.id }).first('blocked_at')) as
    { blocked_at: Date | null } | undefined;
  if (blocked?.blocked_at) {
    await trx('contributors')
      .where({ id: target })
      .whereNull('blocked_at')
      .update({ blocked_at: blocked.blocked_at });
  }
  const moved = (await trx('locations')
    .where({ contributor_id: identity.id })
    .update({ contributor_id: target, user_id: account.userId })
    .returning('*')) as LocationRow[];
  await trx('location_revisions').where({ contributor_id: identity.id }).update({ user_id: account.userId });
  for (const [table, column] of CONTRIBUTOR_COLUMNS) {
    await trx(table)
      .where({ [column]: identity.id })
      .update({ [column]: target });
  }
  // The address goes with the contributions (issue 26): in the account's "Download my data" now.
  await trx.raw(
    `update contributors t set email_key = s.email_key, email_sealed = s.email_sealed,
            email_proven_at = s.email_proven_at
       from contributors s
      where t.id = ? and s.id = ? and t.email_key is null and s.email_key is not null`,
    [target, identity.id],
  );
  await trx('contributors').where({ id: identity.id }).delete();
  const shown = moved.map(toLocation).filter((location) => location.state !== 'deleted');
  if (shown.length > 0) {
    const map = (await findMapById(trx, identity.mapId))!;
    for (const location of shown) await announceLocation(trx, 'maps.location.updated.v1', map, location);
  }
  return shown.length;
}
