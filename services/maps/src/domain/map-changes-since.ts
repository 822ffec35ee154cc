import {
  canSeeLocation,
  type MapChange,
  type MapChangesSinceReply,
  type MapChangesSinceRequest,
} from '@groupmap/contracts';
import type { Knex } from 'knex';
import { findLocationsByIds, type StoredLocation } from '../db/location-repository';
import { findMapById, type StoredMap } from '../db/map-repository';
import { listRevisionsVisibleTo, type StoredRevision } from '../db/revision-repository';
import { readMapSequence } from '../db/map-sequence';
import { toLocationSnapshot } from './location-response';
import { toMapSnapshot } from '../db/map-snapshot';
import { oldestKeptSequence, readMissedEvents, type MissedEvent } from '../db/missed-events';
import { locationRights } from './location-rights';
import { withBoundIdentities, type Visitor } from './map-access';
import { latestTouches, type MissedEntry } from './missed-changes';
import { withPendingEdit } from './revision-overlay';

/** The most JSON one answer carries by default: NATS' max payload is 1 MiB. */
const DEFAULT_BUDGET_BYTES = 256 * 1024;

export interface MapChangesSinceOptions {
  now?: Date;
  budgetBytes?: number;
}

type Reply = MapChangesSinceReply;

/**
 * Events about many locations at once, whose ids catch-up does not follow one by one: an import (its
 * locations do not travel), a removal of all of one contributor's locations and a restore (issue 25).
 */
const WHOLE_LIST_EVENTS = new Set<string>([
  'maps.locations.imported.v1',
  'maps.locations.removed.v1',
  'maps.locations.restored.v1',
]);

/**
 * Whether a gap is answered `refetch` rather than change by change:
 * its events are no longer all kept, its first one is older than `maxAgeMs`, or it holds an event
 * about many locations at once (the list is read again anyway).
 */
function mustRefetch(
  events: readonly MissedEvent[],
  oldestKept: number | null,
  { since, maxAgeMs }: MapChangesSinceRequest,
  now: Date,
): boolean {
  if (oldestKept === null || oldestKept > since + 1) return true;
  const first = events[0];
  if (!first || first.occurredAt.getTime() < now.getTime() - maxAgeMs) return true;
  return events.some((event) => WHOLE_LIST_EVENTS.has(event.type));
}

/** Whether `viewer` may see `row` (contracts' canSeeLocation): a pending one, its owner and author only. */
function visibleTo(row: StoredLocation, map: StoredMap, viewer: Visitor): boolean {
  const isMapOwner = viewer.userId !== null && viewer.userId === map.userId;
  return canSeeLocation(row.state, { isMapOwner, isAuthor: locationRights(row, map, viewer).isOwn });
}

/**
 * The change `viewer` is sent for one entry, as the map stands now, or null for a location the viewer
 * never had (added and removed within the gap). A published location with an edit awaiting review
 * is sent with the edit's values to the owner and the edit's author (`edits` holds only theirs), as
 * published to everyone else. What the viewer may not see (architecture.md,
 * Moderation: another's location awaiting review) is treated as absent: gone if it was created before
 * the gap, never mentioned if within it.
 */
function changeOf(
  entry: MissedEntry,
  map: StoredMap,
  rows: ReadonlyMap<number, StoredLocation>,
  viewer: Visitor,
  edits: ReadonlyMap<number, StoredRevision>,
): MapChange | null {
  if (entry.kind === 'map') return { kind: 'map', seq: entry.seq, map: toMapSnapshot(map) };
  const found = rows.get(entry.locationId);
  const edit = edits.get(entry.locationId);
  const shown = found && edit && found.state === 'published' ? withPendingEdit(found, edit) : found;
  const row = shown && visibleTo(shown, map, viewer) ? shown : undefined;
  if (row) {
    return {
      kind: 'location',
      seq: entry.seq,
      created: entry.createdInGap,
      location: toLocationSnapshot(row, map),
    };
  }
  return entry.createdInGap ? null : { kind: 'locationGone', seq: entry.seq, locationId: entry.locationId };
}

/**
 * The changes after `after`, at most `limit` and about `budgetBytes` of them (at least one), and
 * whether none follows. Locations added and removed within the gap are skipped without counting, so
 * a page that is not the last always holds a change to ask again after.
 */
async function pageOf(
  trx: Knex.Transaction,
  map: StoredMap,
  touched: readonly MissedEntry[],
  after: number,
  limit: number,
  budgetBytes: number,
  viewer: Visitor,
): Promise<[MapChange[], boolean]> {
  const pending = touched.filter((entry) => entry.seq > after);
  const changes: MapChange[] = [];
  let bytes = 0;
  for (let start = 0; start < pending.length; start += limit) {
    const chunk = pending.slice(start, start + limit);
    const ids = chunk.flatMap((entry) => (entry.kind === 'location' ? [entry.locationId] : []));
    const rows = await findLocationsByIds(trx, map.id, ids);
    const isMapOwner = viewer.userId !== null && viewer.userId === map.userId;
    const edits = await listRevisionsVisibleTo(trx, map.id, { ...viewer, isMapOwner }, ids);
    for (const entry of chunk) {
      const change = changeOf(entry, map, rows, viewer, edits);
      if (!change) continue;
      const size = JSON.stringify(change).length;
      const full = changes.length === limit || (changes.length > 0 && bytes + size > budgetBytes);
      if (full) return [changes, false];
      bytes += size;
      changes.push(change);
    }
  }
  return [changes, true];
}

/**
 * What a socket rejoining with `since` missed, as the map stands now (contracts' `maps.changes.since`):
 * one read-only repeatable-read snapshot, so the events, the map and its locations agree. The
 * outbox's events say only what was touched; the text comes from the tables, so what was deleted or
 * edited away is never sent again.
 */
export function readMapChangesSince(
  knex: Knex,
  request: MapChangesSinceRequest,
  { now = new Date(), budgetBytes = DEFAULT_BUDGET_BYTES }: MapChangesSinceOptions = {},
): Promise<Reply> {
  const { mapId, since, limit, maxGap } = request;
  const after = Math.max(request.after, since);
  return knex.transaction(async (trx) => {
    await trx.raw('set transaction isolation level repeatable read read only');
    // One query after the other: a transaction's one connection runs one query at a time.
    const { epoch, sequence: latest } = await readMapSequence(trx, mapId);
    const map = await findMapById(trx, mapId);
    const answer = (passwordVersion: number, changes: MapChange[], complete = true): Reply => ({
      epoch,
      latest,
      passwordVersion,
      refetch: false,
      changes,
      complete,
    });
    const refetch = (passwordVersion: number): Reply => ({ ...answer(passwordVersion, []), refetch: true });
    const passwordVersion = map?.passwordVersion ?? 0;

    if (limit === 0) return answer(passwordVersion, [], after >= latest);
    if (since > latest || latest - since > maxGap) return refetch(passwordVersion);
    if (after >= latest) return answer(passwordVersion, []);
    const events = await readMissedEvents(trx, mapId, since);
    if (!map) {
      const deleted = events.find((event) => event.type === 'maps.map.deleted.v1');
      if (!deleted) return refetch(passwordVersion);
      const change: MapChange = {
        kind: 'mapDeleted',
        seq: deleted.sequence,
        mapId,
        permalink: deleted.permalink ?? '',
      };
      return answer(deleted.passwordVersion ?? 0, deleted.sequence > after ? [change] : []);
    }
    if (mustRefetch(events, await oldestKeptSequence(trx, mapId), request, now)) {
      return refetch(passwordVersion);
    }

    return answer(
      passwordVersion,
      ...(await pageOf(
        trx,
        map,
        latestTouches(events),
        after,
        limit,
        budgetBytes,
        await withBoundIdentities(trx, map.id, request.viewer),
      )),
    );
  });
}
