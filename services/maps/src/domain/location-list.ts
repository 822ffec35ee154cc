import { messages, normaliseFieldKey } from '@groupmap/contracts';
import { httpError, notFound, type Identity } from '@groupmap/svc-kit';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  findLocationsByIds,
  listLocationsAsJson,
  listPendingLocations,
  listPlainLocationItems,
  viewerAddedAnyPublished,
} from '../db/location-repository';
import { findMapById, type StoredMap } from '../db/map-repository';
import { listRevisionsVisibleTo } from '../db/revision-repository';
import { readMapSequence, type MapSequence } from '../db/map-sequence';
import { flags, type LocationListCache, type ListBody } from './location-list-cache';
import { toLocationResponse, type LocationResponse } from './location-response';
import { withPendingEdit } from './revision-overlay';
import { canRead, withBoundIdentities, type Visitor } from './map-access';

/** What the shared body appends to every location: the flags of a viewer with no rights. */
const NO_RIGHTS_FLAGS = flags({ isOwn: false, canEdit: false, canDelete: false });

export interface LocationListDeps {
  knex: Knex;
  clock: () => Date;
  listCache: LocationListCache;
}

/** `isProtected`: the map has a password, so its list must not stay in a browser's cache. */
export type LocationList =
  | { notModified: true; etag: string; sequence: MapSequence; isProtected: boolean }
  | { notModified: false; etag: string; sequence: MapSequence; isProtected: boolean; body: ListBody };

/**
 * The validator of a list answer: the map's event sequence (every change to its locations or its
 * fields moves it) and what decides the viewer's flags (account, session, ownership). Hashed, so the
 * session id never leaves the service.
 */
function listEtag(sequence: MapSequence, viewer: Visitor, isOwner: boolean): string {
  const bound = viewer.contributorIds?.join('.') ?? '';
  const rights = `${viewer.userId ?? ''}:${viewer.sessionId ?? ''}:${bound}:${isOwner}`;
  const digest = createHash('sha256')
    .update(`${sequence.epoch}:${sequence.sequence}:${rights}`)
    .digest('base64url')
    .slice(0, 27);
  return `"${digest}"`;
}

/** True when an If-None-Match header names `etag` (a list of validators, weak ones included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The published locations with an edit awaiting review that `viewer` may see (the owner: all; else
 * the viewer's own edits), as they see them: the edit's values, marked.
 */
async function pendingEditsFor(
  trx: Knex.Transaction,
  map: StoredMap,
  identity: Visitor,
  viewer: Visitor & { isMapOwner: boolean },
): Promise<Map<number, LocationResponse>> {
  const revisions = await listRevisionsVisibleTo(trx, map.id, viewer);
  if (revisions.size === 0) return new Map();
  const locations = await findLocationsByIds(trx, map.id, [...revisions.keys()]);
  const shown = new Map<number, LocationResponse>();
  for (const [id, revision] of revisions) {
    const location = locations.get(id);
    if (location?.state === 'published') {
      shown.set(id, toLocationResponse(withPendingEdit(location, revision), map, identity));
    }
  }
  return shown;
}

/**
 * The shared published list with `edits` in place of the versions they change. Rare (the owner, or
 * an editor, while an edit waits), so the cached JSON is parsed and written again rather than kept
 * per item.
 */
function withEditsShown(published: ListBody, edits: ReadonlyMap<number, LocationResponse>): ListBody {
  if (edits.size === 0) return published;
  const list = JSON.parse(published.text()) as { id: number }[];
  const json = JSON.stringify(list.map((location) => edits.get(location.id) ?? location));
  return { text: () => json };
}

/**
 * The viewer's locations awaiting review (already JSON) ahead of the shared published list: the
 * cached body is everyone's, so what only the owner and the author see is added per answer (and the
 * shared gzip, made for the published list alone, is not used then).
 */
function withAwaitingFirst(awaiting: string[], published: ListBody): ListBody {
  if (awaiting.length === 0) return published;
  const rest = published.text().slice(1, -1);
  const json = `[${awaiting.join(',')}${rest ? `,${rest}` : ''}]`;
  return { text: () => json };
}

/**
 * The map's locations for `identity`: those awaiting review that the viewer may see (their own; all
 * of them for the owner), then the published ones newest first by publishedAt, with the sequence the snapshot was read at: one
 * repeatable-read transaction, so the list and the sequence agree. When the client's If-None-Match
 * still holds, the list is not read at all; when this replica read the list at that sequence
 * before, it comes from the cache.
 */
export function readLocationList(
  deps: LocationListDeps,
  mapId: number,
  identity: Identity,
  ifNoneMatch: string | undefined,
): Promise<LocationList> {
  return deps.knex.transaction(
    async (trx): Promise<LocationList> => {
      const map = await findMapById(trx, mapId);
      if (!map) throw notFound(messages.mapNotFound);
      const access = await canRead(trx, map, identity, deps.clock());
      if (!access.allowed) throw httpError('password_required', messages.mapPasswordProtected);
      const sequence = await readMapSequence(trx, mapId);
      const visitor = await withBoundIdentities(trx, mapId, identity);
      const etag = listEtag(sequence, visitor, access.isOwner);
      const isProtected = map.passwordProtected;
      if (matches(ifNoneMatch, etag)) return { notModified: true, etag, sequence, isProtected };
      const key = { mapId, ...sequence };
      const fields = map.customFields.map((name) => ({ name, key: normaliseFieldKey(name) }));
      const published = await deps.listCache.body(key, map, visitor, {
        plainItems: () => listPlainLocationItems(trx, mapId, fields, NO_RIGHTS_FLAGS),
        rows: () => listLocationsAsJson(trx, mapId, fields),
        visitorAddedAny: () => viewerAddedAnyPublished(trx, mapId, visitor),
      });
      const viewer = { ...visitor, isMapOwner: access.isOwner };
      const pending = await listPendingLocations(trx, mapId, viewer, ['pending', 'hidden']);
      const awaiting = pending.map((row) => JSON.stringify(toLocationResponse(row, map, visitor)));
      const edits = await pendingEditsFor(trx, map, visitor, viewer);
      const body = withAwaitingFirst(awaiting, withEditsShown(published, edits));
      return { notModified: false, etag, sequence, isProtected, body };
    },
    { isolationLevel: 'repeatable read' },
  );
}
