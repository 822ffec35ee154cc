import { messages, type LocationBody } from '@groupmap/contracts';
import { forbidden } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { contributorStandingFor } from '../db/contributor-repository';
import { findLocation, type LocationWrite, type StoredLocation } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import { deleteRevision, findRevision, saveRevision } from '../db/revision-repository';
import { toStoredCustomData } from './custom-data';
import {
  checkAddress,
  lockedLocation,
  readableMap,
  toWrite,
  type Author,
  type LocationCommandDeps,
} from './location-access';
import { announceLocation } from './location-events';
import { applyEdit } from './location-history';
import { awaitsReview, checkNotBlocked, checkReviewQueueRoom } from './review-rule';
import { withPendingEdit } from './revision-overlay';

/**
 * Changes a location its author owns (account or creating session). The values of the map's current
 * fields are replaced; hidden values of removed fields are kept. A changed address is checked again.
 * On a reviewed map, an edit of a published location by anyone but the owner or a trusted
 * contributor waits as its pending revision (issue 24) instead.
 */
export async function editLocation(
  deps: LocationCommandDeps,
  mapId: number,
  locationId: number,
  author: Author,
  body: LocationBody,
): Promise<{ row: StoredLocation; map: StoredMap }> {
  const fields = (await readableMap(deps, mapId, author)).customFields;
  toStoredCustomData(body.customData, fields);
  const before = await findLocation(deps.knex, mapId, locationId);
  if (before && before.address !== body.address) await checkAddress(deps, body.address);
  return deps.knex.transaction(async (trx) => {
    const { map, location, rights } = await lockedLocation(deps, trx, mapId, locationId, author);
    if (!rights.canEdit) throw forbidden(messages.canOnlyEditOwnLocations);
    if (location.address !== body.address && before?.address === body.address) {
      // Changed by someone else between the check and the lock: check the address sent now.
      await checkAddress(deps, body.address);
    }
    const stored = toStoredCustomData(body.customData, map.customFields, location.customData);
    const write = toWrite(body, stored);
    const contributor = await contributorStandingFor(trx, map.id, author);
    // The owner's own identity is never blocked (the API refuses it), nor their edits reviewed.
    checkNotBlocked(contributor);
    if (location.state === 'published' && awaitsReview(map, author, contributor)) {
      const editor = { ...author, contributorId: contributor?.id ?? null };
      return { row: await proposeEdit(trx, map, location, editor, write), map };
    }
    // Published directly (or still pending as a whole): an edit that was waiting is superseded.
    await deleteRevision(trx, location.id);
    const row = await applyEdit(trx, location, write, {
      contributorId: contributor?.id ?? null,
      at: deps.clock(),
    });
    await announceLocation(trx, 'maps.location.updated.v1', map, row);
    return { row, map };
  });
}

/**
 * Keeps `write` as the location's pending revision, replacing one it had (which then frees no room:
 * it was counted), and tells the owner's and the editor's sockets. Resolves the location as they now
 * see it.
 */
async function proposeEdit(
  trx: Knex.Transaction,
  map: StoredMap,
  location: StoredLocation,
  editor: Author & { contributorId: number | null },
  write: LocationWrite,
): Promise<StoredLocation> {
  if (!(await findRevision(trx, location.id))) await checkReviewQueueRoom(trx, map.id, editor.contributorId);
  const revision = await saveRevision(trx, location, editor, write);
  const shown = withPendingEdit(location, revision);
  await announceLocation(trx, 'maps.location.updated.v1', map, shown);
  return shown;
}
