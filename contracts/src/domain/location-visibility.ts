/**
 * Who sees a location (architecture.md, Moderation: who sees a location), one rule for the maps
 * service's reads and realtime's addressing: published to everyone with view access; pending and
 * hidden to the map's owner and the location's author only; deleted to nobody (its row is kept 30
 * days for the owner's "Recently deleted", then purged).
 */
export const LOCATION_STATES = ['published', 'pending', 'hidden', 'deleted'] as const;
export type LocationState = (typeof LOCATION_STATES)[number];

/**
 * What the owner and the author see marked on a location (openapi AwaitingReview): a new location
 * not yet approved ("Awaiting review"), or an edit not yet approved ("Edit awaiting review").
 */
export const AWAITING_REVIEW = ['location', 'edit'] as const;
export type AwaitingReview = (typeof AWAITING_REVIEW)[number];

/** At most this many of one contributor's locations and edits await review on one map at once. */
export const MAX_PENDING_PER_CONTRIBUTOR = 10;

/** The viewer's relation to one location: the map's owner, its author (LocationRights.isOwn). */
export interface VisibilityViewer {
  isMapOwner: boolean;
  isAuthor: boolean;
}

export function canSeeLocation(state: LocationState, viewer: VisibilityViewer): boolean {
  if (state === 'published') return true;
  if (state === 'deleted') return false;
  return viewer.isMapOwner || viewer.isAuthor;
}

/**
 * Whose live sockets a location's creation or change goes to (an event's `audience`): a published
 * one to everyone; a pending or hidden one to the owner and the author only. A deleted location is
 * never announced as created or changed (its delete goes to everyone, by id alone).
 */
export function liveAudienceOf(state: Exclude<LocationState, 'deleted'>): 'all' | 'owner-and-author' {
  return state === 'published' ? 'all' : 'owner-and-author';
}

/** How long a deleted location is kept before it is purged. */
export const DELETED_LOCATION_RETENTION_DAYS = 30;
