import { messages, type ApiSchema } from '@groupmap/contracts';
import { notFound } from '@groupmap/svc-kit';
import { ownedMap } from '../access/owned-map';
import { findContributors } from '../db/contributor-repository';
import { findLocation, findLocationsByIds, keepLocation } from '../db/location-repository';
import { dismissReports, listOpenReports } from '../db/report-repository';
import { toWireCustomData } from './custom-data';
import { announceLocation } from './location-events';
import { toReviewContributor, type ReviewDeps } from './review-queue';

export type ReportedLocation = ApiSchema<'ReportedLocation'>;

/**
 * The owner's "Reported" tab (issue 25): every location of map `mapId` with reports the owner has not
 * decided on, with how many, the reasons given and their notes, never who reported. 403 for anyone
 * but the owner.
 */
export async function readReportedLocations(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
): Promise<ReportedLocation[]> {
  return deps.knex.transaction(
    async (trx) => {
      const map = await ownedMap(trx, mapId, userId, { notOwner: messages.onlyOwnerCanChangeMap });
      const summaries = await listOpenReports(trx, map.id);
      const locations = await findLocationsByIds(
        trx,
        map.id,
        summaries.map(({ locationId }) => locationId),
      );
      const contributorIds = [...locations.values()].flatMap(({ contributorId }) =>
        contributorId === null ? [] : [contributorId],
      );
      const contributors = await findContributors(trx, map.id, [...new Set(contributorIds)]);
      return summaries.flatMap((summary) => {
        const location = locations.get(summary.locationId);
        if (!location) return [];
        const contributor =
          location.contributorId === null ? undefined : contributors.get(location.contributorId);
        return [
          {
            locationId: location.id,
            name: location.name,
            address: location.address,
            customData: toWireCustomData(location.customData, map.customFields),
            contributor: contributor ? toReviewContributor(deps.pseudonymKey, map.id, contributor) : null,
            hidden: location.state === 'hidden',
            reportCount: summary.reportCount,
            reasons: summary.reasons,
            notes: summary.notes,
            lastReportedAt: summary.lastReportedAt.toISOString(),
          },
        ];
      });
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/**
 * The owner's "Keep" of a reported location (issue 25): its open reports are dismissed, it is shown
 * to everyone again if they hid it (everyone else receives it as new), and reports cannot hide it
 * until its next edit. 404 for a location of another map or one deleted meanwhile.
 */
export async function keepReportedLocation(
  deps: ReviewDeps,
  mapId: number,
  userId: number,
  locationId: number,
): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const map = await ownedMap(trx, mapId, userId, { lock: true, notOwner: messages.onlyOwnerCanChangeMap });
    const location = await findLocation(trx, map.id, locationId, { lock: true });
    if (!location) throw notFound(messages.locationMissing);
    await dismissReports(trx, location.id, deps.clock());
    const kept = await keepLocation(trx, location.id, deps.clock());
    if (location.state === 'hidden') {
      await announceLocation(trx, 'maps.location.updated.v1', map, kept, 'published');
    }
  });
}
