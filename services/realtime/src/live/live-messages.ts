import {
  locationRights,
  type LiveLocation,
  type LiveLocationFlags,
  type LiveMap,
  type LiveServerMessage,
  type LocationSnapshot,
  type MapSnapshot,
} from '@groupmap/contracts';

/**
 * Who is looking, as far as rights go: the socket's account and session, and the contributor
 * identities on the map a mailed link bound to that session (issue 26), as maps answered at the join.
 */
export interface LiveViewerRights {
  userId: number | null;
  sessionId: string | null;
  contributorIds?: readonly number[];
}

/**
 * A location as every viewer sees it. Fields are picked one by one, so the snapshot's `userId` and
 * `creatorSessionId` (and anything a later snapshot adds) never reach a socket.
 */
export function toLiveLocation(snapshot: LocationSnapshot): LiveLocation {
  return {
    id: snapshot.id,
    mapId: snapshot.mapId,
    name: snapshot.name,
    address: snapshot.address,
    latitude: snapshot.latitude,
    longitude: snapshot.longitude,
    region: snapshot.region,
    country: snapshot.country,
    customData: snapshot.customData,
    createdAt: snapshot.createdAt,
    // Events written before issue 24 have none (those locations were published at creation).
    ...(snapshot.publishedAt !== undefined && { publishedAt: snapshot.publishedAt }),
    ...(snapshot.awaitingReview && { awaitingReview: snapshot.awaitingReview }),
    ...(snapshot.hiddenAfterReports && { hiddenAfterReports: true as const }),
  };
}

/** A map's public fields: never its owner's id (nor, as events never carry it, its password). */
export function toLiveMap(snapshot: MapSnapshot): LiveMap {
  return {
    id: snapshot.id,
    name: snapshot.name,
    description: snapshot.description,
    permalink: snapshot.permalink,
    customFields: snapshot.customFields,
    passwordProtected: snapshot.passwordProtected,
    logoUrl: snapshot.logoUrl,
    whoCanAdd: snapshot.whoCanAdd,
    reviewNewLocations: snapshot.reviewNewLocations,
    createdAt: snapshot.createdAt,
  };
}

/**
 * The viewer's rights on a location (contracts' `locationRights`, the maps service's rule), or null
 * when the viewer has none: such a viewer gets the shared form, whose missing flags mean false.
 */
export function liveLocationFlags(
  location: Pick<LocationSnapshot, 'userId' | 'creatorSessionId' | 'contributorId'>,
  mapOwnerId: number | null,
  viewer: LiveViewerRights,
): LiveLocationFlags | null {
  const rights = locationRights(location, mapOwnerId, viewer);
  return rights.isOwn || rights.canDelete ? rights : null;
}

/** The text of a message, checked against nothing at run time: the builders' types are the contract's. */
export const serialise = (message: LiveServerMessage): string => JSON.stringify(message);
