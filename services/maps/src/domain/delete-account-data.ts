import type { Knex } from 'knex';
import {
  deleteLogoUploadsOf,
  deleteUserRecords,
  lockMapIdsOf,
  unlinkContributionsOf,
} from '../db/account-data-repository';
import { anonymiseContributorsOf } from '../db/contributor-repository';
import { findMapById, type StoredMap } from '../db/map-repository';
import { announceLocation } from './location-events';
import { removeMapInTransaction } from './delete-map';

export interface DeletedAccountData {
  /** The maps the account owned, now deleted with their locations. */
  maps: number;
  /** Its locations on other maps, now linked to no account and no session. */
  unlinked: number;
  /** The keys of its logo objects, whose rows are gone: the caller removes the objects. */
  logoKeys: string[];
}

/**
 * What maps does when an account is deleted (`auth.account.deleted.v1`), inside `trx`: the maps it
 * owned go with their locations and grants, each announced as deleted (live viewers are told, as
 * when the owner deletes one); its contributions to other maps stay (the terms: contributions are
 * permanent) but lose their author's account and session, so nobody has edit rights on them any
 * more (their contributor identities keep their ids without account or session), each announced as
 * updated (its rights changed; cached lists revalidate). Its logo uploads and
 * its per-user records (plan projection, sign-in claims) are forgotten.
 */
export async function deleteAccountData(trx: Knex.Transaction, userId: number): Promise<DeletedAccountData> {
  const mapIds = await lockMapIdsOf(trx, userId);
  for (const id of mapIds) await removeMapInTransaction(trx, (await findMapById(trx, id))!);

  const unlinked = await unlinkContributionsOf(trx, userId);
  await anonymiseContributorsOf(trx, userId);
  const maps = new Map<number, StoredMap | undefined>();
  // Deleted ones lose their author too, but nobody is shown them, so nobody is told.
  for (const row of unlinked.filter(({ state }) => state !== 'deleted')) {
    if (!maps.has(row.mapId)) maps.set(row.mapId, await findMapById(trx, row.mapId));
    await announceLocation(trx, 'maps.location.updated.v1', maps.get(row.mapId)!, row);
  }

  const logoKeys = await deleteLogoUploadsOf(trx, userId);
  await deleteUserRecords(trx, userId);
  return { maps: mapIds.length, unlinked: unlinked.length, logoKeys };
}
