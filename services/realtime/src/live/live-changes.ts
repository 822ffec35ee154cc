import {
  locationRights,
  type LIVE_AUDIENCES,
  type LOCATION_REVIEW_OUTCOMES,
  type FlaggedLiveLocation,
  type LiveLocation,
  type LiveLocationFlags,
  type LiveServerMessage,
  type LocationSnapshot,
  type MAP_EVENT_TYPES,
  type MapChange,
  type MapSnapshot,
} from '@groupmap/contracts';
import type { SubscribedEvent } from '@groupmap/svc-kit';
import {
  liveLocationFlags,
  serialise,
  toLiveLocation,
  toLiveMap,
  type LiveViewerRights,
} from './live-messages';

export type MapEvent = SubscribedEvent<(typeof MAP_EVENT_TYPES)[number]>;
type LiveAudience = (typeof LIVE_AUDIENCES)[number];
type ReviewOutcome = (typeof LOCATION_REVIEW_OUTCOMES)[number];

/** What a change's message needs to know of its map: whose sockets get flags, and the epoch it carries. */
export interface ChangeContext {
  ownerId: number | null;
  epoch: string;
}

/**
 * One map event as the live message(s) it becomes: `textFor` answers the text a viewer gets, built
 * lazily and serialised once per form. Live fan-out asks it for every socket of a room; catch-up
 * (`caughtUpChange`) builds the same forms for the one rejoining socket.
 */
export interface LiveChange {
  seq: number;
  /** The text `viewer` gets, or null when the change is not addressed to them (a pending location's). */
  textFor(viewer: LiveViewerRights): string | null;
}

/** A change every viewer gets in one form (deletions, map settings, imports). */
function sameForAll(seq: number, text: string): LiveChange {
  return { seq, textFor: () => text };
}

/** A location message; an update carries the review decision it is, for the author's screen. */
function locationMessage(
  type: 'newLocation' | 'updateLocation',
  data: LiveLocation | FlaggedLiveLocation,
  seq: number,
  epoch: string,
  review: ReviewOutcome | undefined,
): LiveServerMessage {
  if (type === 'newLocation') return { type, data, seq, epoch };
  return { type, data, seq, epoch, ...(review && { review }) };
}

/** Who a location change is for, and the owner's review decision it is (issue 24), from its event. */
interface Addressing {
  audience?: LiveAudience;
  review?: ReviewOutcome;
}

/**
 * A new or changed location: the shared form, serialised once, for every viewer, and the flagged
 * variant for the author's and the map owner's sockets. There are at most two flagged texts per event
 * (the author's, and the owner's when the owner is not the author), each serialised once. An approved
 * location (review `published`) is new to everyone but those two, who had it while it waited; one
 * reports hid (review `hidden`) is gone for everyone but those two.
 */
function locationChange(
  type: 'newLocation' | 'updateLocation',
  snapshot: LocationSnapshot,
  seq: number,
  { ownerId, epoch }: ChangeContext,
  { audience = 'all', review }: Addressing = {},
): LiveChange {
  const data = toLiveLocation(snapshot);
  let shared: string | undefined;
  const flagged = new Map<string, string>();
  const flaggedText = (flags: LiveLocationFlags) => {
    const key = `${flags.isOwn}:${flags.canEdit}:${flags.canDelete}`;
    let text = flagged.get(key);
    if (text === undefined) {
      text = serialise(locationMessage(type, { ...data, ...flags }, seq, epoch, review));
      flagged.set(key, text);
    }
    return text;
  };
  // Reports hid it (issue 25): everyone the change is not addressed to drops it, as for a delete.
  let droppedText: string | undefined;
  return {
    seq,
    textFor: (viewer) => {
      if (!addressedTo(audience, snapshot, ownerId, viewer)) {
        if (review !== 'hidden') return null;
        droppedText ??= serialise({ type: 'deleteLocation', data: { id: snapshot.id }, seq, epoch });
        return droppedText;
      }
      const flags = liveLocationFlags(snapshot, ownerId, viewer);
      if (flags) return flaggedText(flags);
      shared ??= serialise(
        locationMessage(review === 'published' ? 'newLocation' : type, data, seq, epoch, review),
      );
      return shared;
    },
  };
}

/** Whether a change for `audience` reaches `viewer`: the owner, or the author too when it says so. */
function addressedTo(
  audience: LiveAudience,
  snapshot: LocationSnapshot,
  ownerId: number | null,
  viewer: LiveViewerRights,
): boolean {
  if (audience === 'all') return true;
  if (ownerId !== null && viewer.userId === ownerId) return true;
  return audience === 'owner-and-author' && locationRights(snapshot, ownerId, viewer).isOwn;
}

/**
 * A location gone, by id only: the same for everyone, live and caught up. `rejected` (the owner
 * rejected it while it awaited review) lets its author's screen say so.
 */
const locationDeleted = (locationId: number, seq: number, epoch: string, review?: 'rejected') =>
  sameForAll(
    seq,
    serialise({ type: 'deleteLocation', data: { id: locationId }, seq, epoch, ...(review && { review }) }),
  );

/** The map's settings: the same for everyone, live and caught up. */
const mapUpdated = (map: MapSnapshot, seq: number, epoch: string) =>
  sameForAll(seq, serialise({ type: 'mapUpdated', data: toLiveMap(map), seq, epoch }));

/** The map is gone: the same for everyone, live and caught up. */
const mapDeleted = (mapId: number, permalink: string, seq: number, epoch: string) =>
  sameForAll(seq, serialise({ type: 'mapDeleted', data: { id: mapId, permalink }, seq, epoch }));

/**
 * The live message of a map event (`sequence` travels as `seq`), or null for an event no socket is
 * sent (`maps.map.created.v1`: nobody can be on a map's channel before it exists).
 */
export function liveChange(event: MapEvent, context: ChangeContext): LiveChange | null {
  const seq = event.sequence;
  const { epoch } = context;
  switch (event.type) {
    case 'maps.location.created.v1':
      return locationChange('newLocation', event.payload.location, seq, context, event.payload);
    case 'maps.location.updated.v1':
      return locationChange('updateLocation', event.payload.location, seq, context, event.payload);
    case 'maps.location.deleted.v1':
      return locationDeleted(event.payload.locationId, seq, epoch, event.payload.review);
    case 'maps.locations.imported.v1': {
      // One message for the whole import, however many locations it added: clients reload the list.
      const { count, map } = event.payload;
      return sameForAll(
        seq,
        serialise({ type: 'locationsImported', data: { count, map: toLiveMap(map) }, seq, epoch }),
      );
    }
    case 'maps.locations.removed.v1':
      // One message for the owner's whole "Remove all their locations" (issue 25).
      return sameForAll(
        seq,
        serialise({ type: 'locationsRemoved', data: { ids: event.payload.locationIds }, seq, epoch }),
      );
    case 'maps.locations.restored.v1':
      // Restored locations differ per viewer (one may come back awaiting review): clients reload.
      return sameForAll(
        seq,
        serialise({ type: 'locationsRestored', data: { ids: event.payload.locationIds }, seq, epoch }),
      );
    case 'maps.map.updated.v1':
      return mapUpdated(event.payload.map, seq, epoch);
    case 'maps.map.deleted.v1':
      return mapDeleted(event.payload.mapId, event.payload.permalink, seq, epoch);
    case 'maps.map.created.v1':
      return null;
  }
}

/**
 * The live message of one change a rejoining socket missed (`maps.changes.since`): the location or
 * the map as it stands now, in the same forms live changes take (flags for the author and the
 * owner included), or a deletion by id. Maps already left out what this viewer may not see.
 */
export function caughtUpChange(change: MapChange, context: ChangeContext): LiveChange {
  const { seq } = change;
  const { epoch } = context;
  switch (change.kind) {
    case 'location':
      return locationChange(change.created ? 'newLocation' : 'updateLocation', change.location, seq, context);
    case 'locationGone':
      return locationDeleted(change.locationId, seq, epoch);
    case 'map':
      return mapUpdated(change.map, seq, epoch);
    case 'mapDeleted':
      return mapDeleted(change.mapId, change.permalink, seq, epoch);
  }
}
