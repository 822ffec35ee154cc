import {
  canSeeLocation,
  type MapChange,
  type MapChangesSinceReply,
  type MapChangesSinceRequest,
} from '@groupmap/contracts';
import type { Knex } from 'knex';
import { findLocationsByIds, type StoredLocation } from '../db/location-repository';
import { boundContributorIdsOfMany } from '../db/contributor-session-repository';
import { findMapById, type StoredMap } from '../db/map-repository';
import { listRevisionsVisibleTo, type StoredRevision } from '../db/revision-repository';
import { readMapSequence } from '../db/map-sequence';
import { toLocationSnapshot } from './location-response';
import { toMapSnapshot } from '../db/map-snapshot';
import { oldestKeptSequence, readMissedEvents, type MissedEvent } from '../db/missed-events';
import { locationRights } from './location-rights';
import type { Visitor } from './map-access';
import { latestTouches, type MissedEntry } from './missed-changes';
import { withPendingEdit } from './revision-overlay';
import { revisionsVisibleTo } from './revision-visibility';

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

/** One chunk of the gap's locations: their rows and every pending revision of theirs. */
interface Chunk {
  rows: Map<number, StoredLocation>;
  revisions: Map<number, StoredRevision>;
}

/**
 * Reads chunk by chunk (`limit` entries each) the locations of `pending`, each chunk once, however
 * many viewers' pages need it: the crowd that rejoins a map together shares its reads.
 */
function chunkReader(trx: Knex.Transaction, mapId: number, pending: readonly MissedEntry[], limit: number) {
  const read = new Map<number, Promise<Chunk>>();
  return (start: number): Promise<Chunk> => {
    let chunk = read.get(start);
    if (!chunk) {
      const ids = pending
        .slice(start, start + limit)
        .flatMap((entry) => (entry.kind === 'location' ? [entry.locationId] : []));
      chunk = (async () => ({
        rows: await findLocationsByIds(trx, mapId, ids),
        revisions: await listRevisionsVisibleTo(trx, mapId, EVERY_REVISION, ids),
      }))();
      read.set(start, chunk);
    }
    return chunk;
  };
}

/** Asks for every pending revision, each viewer's share picked in `revisionsVisibleTo`. */
const EVERY_REVISION = { userId: null, sessionId: null, isMapOwner: true } as const;

/**
 * The changes `viewer` is sent after `after`, at most `limit` and about `budgetBytes` of them (at
 * least one), and whether none follows. Locations added and removed within the gap are skipped
 * without counting, so a page that is not the last always holds a change to ask again after.
 */
async function pageOf(
  chunks: (start: number) => Promise<Chunk>,
  map: StoredMap,
  pending: readonly MissedEntry[],
  limit: number,
  budgetBytes: number,
  viewer: Visitor,
): Promise<[MapChange[], boolean]> {
  const changes: MapChange[] = [];
  const isMapOwner = viewer.userId !== null && viewer.userId === map.userId;
  let bytes = 0;
  for (let start = 0; start < pending.length; start += limit) {
    const { rows, revisions } = await chunks(start);
    const edits = revisionsVisibleTo(revisions, viewer, isMapOwner);
    for (const entry of pending.slice(start, start + limit)) {
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
 * Requests one snapshot answers: the same map, point, page and bounds; only the viewer differs. After
 * a restart the sockets of a map rejoin together from the same `seq` (they had converged).
 */
export function sharedSnapshotKey(request: MapChangesSinceRequest): string {
  const { mapId, since, after, limit, maxAgeMs, maxGap } = request;
  return JSON.stringify([mapId, since, after, limit, maxAgeMs, maxGap]);
}

/** Each viewer with the contributor identities a mailed link bound to its session (issue 26), in one query. */
async function withBoundIdentitiesOfMany(
  trx: Knex.Transaction,
  mapId: number,
  viewers: readonly Visitor[],
): Promise<Visitor[]> {
  const asked = viewers.flatMap((viewer) =>
    viewer.sessionId === null ? [] : [{ mapId, sessionId: viewer.sessionId }],
  );
  const found = await boundContributorIdsOfMany(trx, asked);
  let next = 0;
  return viewers.map((viewer) => {
    if (viewer.sessionId === null) return viewer;
    const contributorIds = found[next++] ?? [];
    return contributorIds.length === 0 ? viewer : { ...viewer, contributorIds };
  });
}

/**
 * What each socket rejoining with `since` missed, as the map stands now (contracts'
 * `maps.changes.since`), for requests that share {@link sharedSnapshotKey}: one read-only
 * repeatable-read snapshot, so the events, the map and its locations agree, read once for all of
 * them; each viewer's answer is filtered from it (what awaits review, whose edits). The outbox's
 * events say only what was touched; the text comes from the tables, so what was deleted or edited
 * away is never sent again. Answers in the order asked.
 */
export function readMapChangesSinceTogether(
  knex: Knex,
  requests: readonly MapChangesSinceRequest[],
  { now = new Date(), budgetBytes = DEFAULT_BUDGET_BYTES }: MapChangesSinceOptions = {},
): Promise<Reply[]> {
  const [first] = requests;
  if (!first) return Promise.resolve([]);
  const { mapId, since, limit, maxGap } = first;
  const after = Math.max(first.after, since);
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
    const everyone = (reply: Reply): Reply[] => requests.map(() => reply);
    const passwordVersion = map?.passwordVersion ?? 0;

    if (limit === 0) return everyone(answer(passwordVersion, [], after >= latest));
    if (since > latest || latest - since > maxGap) return everyone(refetch(passwordVersion));
    if (after >= latest) return everyone(answer(passwordVersion, []));
    const events = await readMissedEvents(trx, mapId, since);
    if (!map) {
      const deleted = events.find((event) => event.type === 'maps.map.deleted.v1');
      if (!deleted) return everyone(refetch(passwordVersion));
      const change: MapChange = {
        kind: 'mapDeleted',
        seq: deleted.sequence,
        mapId,
        permalink: deleted.permalink ?? '',
      };
      return everyone(answer(deleted.passwordVersion ?? 0, deleted.sequence > after ? [change] : []));
    }
    if (mustRefetch(events, await oldestKeptSequence(trx, mapId), first, now)) {
      return everyone(refetch(passwordVersion));
    }

    const pending = latestTouches(events).filter((entry) => entry.seq > after);
    const chunks = chunkReader(trx, map.id, pending, limit);
    const viewers = await withBoundIdentitiesOfMany(
      trx,
      map.id,
      requests.map((request) => request.viewer),
    );
    const replies: Reply[] = [];
    // Viewer after viewer: the chunks they share are read by the first that needs each.
    for (const viewer of viewers) {
      replies.push(
        answer(passwordVersion, ...(await pageOf(chunks, map, pending, limit, budgetBytes, viewer))),
      );
    }
    return replies;
  });
}
