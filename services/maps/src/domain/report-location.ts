import {
  canSeeLocation,
  messages,
  moderationErrors,
  REPORT_SOURCES_TO_HIDE,
  type ReportLocationBody,
} from '@groupmap/contracts';
import { forbidden, httpError, ipRateLimitKey, notFound, type Identity } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { isTrusted } from '../db/contributor-repository';
import { findLocation, hideLocation, type StoredLocation } from '../db/location-repository';
import { findMapById, type StoredMap } from '../db/map-repository';
import { insertReport, openReportSources } from '../db/report-repository';
import type { MapsRateLimiters } from '../rate-limits';
import { announceLocation } from './location-events';
import { locationRights } from './location-rights';
import { canRead, withBoundIdentities } from './map-access';
import { reportNetworkHash } from './report-sources';

export interface ReportDeps {
  knex: Knex;
  clock: () => Date;
  limits: Pick<MapsRateLimiters, 'reportSession' | 'reportIp'>;
  /** The key the reporter's network is hashed with (the pseudonym key: report-sources.ts). */
  pseudonymKey: Buffer;
  /** Whether account `userId` has a verified e-mail (auth's `auth.user.get`); false when unknown. */
  isEmailVerified: (userId: number) => Promise<boolean>;
}

/**
 * A viewer reports a location they did not add (issue 25): once per account, or per session without
 * one (409 "You have already reported this location."); 403 "You cannot report your own location."
 * for the author; counted per session and per IP. Reports from REPORT_SOURCES_TO_HIDE distinct
 * networks, or as many verified accounts, hide the location (mayBeHidden says when they may not).
 */
export async function reportLocation(
  deps: ReportDeps,
  mapId: number,
  locationId: number,
  identity: Identity,
  body: ReportLocationBody,
): Promise<void> {
  if (identity.sessionId === null) throw forbidden();
  await deps.limits.reportSession.consume(identity.sessionId);
  await deps.limits.reportIp.consume(ipRateLimitKey(identity.ip));
  const verifiedAccount = identity.userId !== null && (await deps.isEmailVerified(identity.userId));
  const reporter = { userId: identity.userId, sessionId: identity.sessionId };
  await deps.knex.transaction(async (trx) => {
    const map = await findMapById(trx, mapId);
    if (!map) throw notFound(messages.mapNotFound);
    const { allowed, isOwner } = await canRead(trx, map, reporter, deps.clock());
    if (!allowed) throw httpError('password_required', messages.mapPasswordProtected);
    const location = await findLocation(trx, map.id, locationId, { lock: true });
    if (!location) throw notFound(messages.locationMissing);
    const { isOwn } = locationRights(location, map, await withBoundIdentities(trx, map.id, reporter));
    // What the reporter may not see (another's location awaiting review, a hidden one) is not there.
    if (!canSeeLocation(location.state, { isMapOwner: isOwner, isAuthor: isOwn })) {
      throw notFound(messages.locationMissing);
    }
    if (isOwn) throw httpError('own_location_report', moderationErrors.cannotReportOwnLocation);
    const recorded = await insertReport(
      trx,
      {
        ...reporter,
        locationId: location.id,
        mapId: map.id,
        reason: body.reason,
        note: body.note,
        networkHash: reportNetworkHash(deps.pseudonymKey, identity.ip),
        verifiedAccount,
      },
      deps.clock(),
    );
    if (!recorded) throw httpError('already_reported', moderationErrors.alreadyReported);
    if (!(await mayBeHidden(trx, map, location))) return;
    const sources = await openReportSources(trx, location.id);
    if (Math.max(sources.networks, sources.verifiedAccounts) < REPORT_SOURCES_TO_HIDE) return;
    const hidden = await hideLocation(trx, location.id);
    await announceLocation(trx, 'maps.location.updated.v1', map, hidden, 'hidden');
  });
}

/**
 * Whether reports may hide `location`: a published one, on a map with an owner (on the ownerless demo
 * map they are only recorded), added by neither the owner nor a trusted contributor, and not kept by
 * the owner since its last edit.
 */
async function mayBeHidden(trx: Knex.Transaction, map: StoredMap, location: StoredLocation) {
  if (location.state !== 'published' || map.userId === null) return false;
  if (location.reportsKeptAt !== null || location.userId === map.userId) return false;
  return !(await isTrusted(trx, location.contributorId));
}
