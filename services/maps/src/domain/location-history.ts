import { messages, type ApiSchema } from '@groupmap/contracts';
import { forbidden, httpError, notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { contributorFor, findContributors } from '../db/contributor-repository';
import {
  findLocation,
  updateLocation,
  type LocationWrite,
  type StoredLocation,
} from '../db/location-repository';
import { findMapById, type StoredMap } from '../db/map-repository';
import { deleteRevision } from '../db/revision-repository';
import { findVersion, keepReplacedVersion, listVersions } from '../db/version-repository';
import { toWireCustomData } from './custom-data';
import { announceLocation } from './location-events';
import { locationRights } from './location-rights';
import { canRead, withBoundIdentities, type Visitor } from './map-access';
import { toReviewContributor } from './review-queue';

/** Who made a location's current version: its last editor, or its author when never edited. */
export const currentVersionBy = (location: StoredLocation) => ({
  contributorId: location.editedAt ? location.editedByContributorId : location.contributorId,
  madeAt: location.editedAt ?? location.createdAt,
});

/**
 * Writes an edit of `current` (as read under the caller's lock), made by contributor `by.contributorId`
 * at `by.at`, keeping the version it replaces for the location's history (issue 25): every edit that
 * changes what everyone sees goes through here (the author's or the owner's, an approved edit, a
 * restored version).
 */
export async function applyEdit(
  trx: Knex.Transaction,
  current: StoredLocation,
  write: LocationWrite,
  by: { contributorId: number | null; at: Date },
): Promise<StoredLocation> {
  const { contributorId, madeAt } = currentVersionBy(current);
  await keepReplacedVersion(trx, current.id, { contributorId, write: current, madeAt });
  return updateLocation(trx, current.id, write, by);
}

export type LocationVersion = ApiSchema<'LocationVersion'>;

export interface HistoryDeps {
  knex: Knex;
  clock: () => Date;
  pseudonymKey: Buffer;
}

/**
 * The location as `visitor` may see its history (issue 25): its author and the map's owner only (403
 * for anyone else), never a deleted one (404).
 */
async function locationWithHistoryRights(
  db: Knex | Knex.Transaction,
  mapId: number,
  locationId: number,
  visitor: Visitor,
  now: Date,
  { lock = false } = {},
) {
  const map = await findMapById(db, mapId, { lock });
  if (!map) throw notFound(messages.mapNotFound);
  const access = await canRead(db, map, visitor, now);
  if (!access.allowed) throw httpError('password_required', messages.mapPasswordProtected);
  const location = await findLocation(db, map.id, locationId, { lock });
  if (!location) throw notFound(messages.locationMissing);
  const isAuthor = locationRights(location, map, await withBoundIdentities(db, map.id, visitor)).isOwn;
  if (!access.isOwner && !isAuthor) throw forbidden(messages.canOnlyEditOwnLocations);
  return { map, location, isOwner: access.isOwner };
}

/**
 * "History" of a location (issue 25): its current version and every one an edit replaced (the last
 * 20 in all), newest first, each with who made it and when. Custom values of fields the map no longer
 * has stay hidden here as everywhere.
 */
export async function readLocationHistory(
  deps: HistoryDeps,
  mapId: number,
  locationId: number,
  visitor: Visitor,
): Promise<LocationVersion[]> {
  return deps.knex.transaction(
    async (trx) => {
      const { map, location } = await locationWithHistoryRights(
        trx,
        mapId,
        locationId,
        visitor,
        deps.clock(),
      );
      const current = currentVersionBy(location);
      const versions = [
        {
          id: null,
          contributorId: current.contributorId,
          write: location as LocationWrite,
          madeAt: current.madeAt,
        },
        ...(await listVersions(trx, location.id)),
      ];
      const ids = versions.flatMap(({ contributorId }) => (contributorId === null ? [] : [contributorId]));
      const contributors = await findContributors(trx, map.id, [...new Set(ids)]);
      return versions.map(({ id, contributorId, write, madeAt }) => {
        const contributor = contributorId === null ? undefined : contributors.get(contributorId);
        return {
          versionId: id,
          name: write.name,
          address: write.address,
          latitude: write.latitude,
          longitude: write.longitude,
          customData: toWireCustomData(write.customData, map.customFields),
          contributor: contributor ? toReviewContributor(deps.pseudonymKey, map.id, contributor) : null,
          madeAt: madeAt.toISOString(),
        };
      });
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/**
 * "Restore this version" (issue 25), the owner only: the version's values (its hidden values of
 * removed fields included) become a new current version by the owner, broadcast as an update. The
 * one case where the owner changes someone else's location (docs/decisions/moderation.md). An edit
 * awaiting review is superseded, as by any edit. 404 for a version the location does not have.
 */
export async function restoreLocationVersion(
  deps: HistoryDeps,
  mapId: number,
  locationId: number,
  versionId: number,
  visitor: Visitor,
): Promise<{ row: StoredLocation; map: StoredMap }> {
  return deps.knex.transaction(async (trx) => {
    const { map, location, isOwner } = await locationWithHistoryRights(
      trx,
      mapId,
      locationId,
      visitor,
      deps.clock(),
      {
        lock: true,
      },
    );
    if (!isOwner) throw forbidden(messages.onlyOwnerCanChangeMap);
    const version = await findVersion(trx, location.id, versionId);
    if (!version) throw notFound(messages.notFound);
    const owner = await contributorFor(trx, map.id, visitor);
    await deleteRevision(trx, location.id);
    const row = await applyEdit(trx, location, version.write, { contributorId: owner, at: deps.clock() });
    await announceLocation(trx, 'maps.location.updated.v1', map, row);
    return { row, map };
  });
}
