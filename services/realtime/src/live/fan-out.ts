import {
  LIVE_CLOSE_ACCESS_CHANGED,
  LIVE_CLOSE_MAP_DELETED,
  type LiveLocationFlags,
  type LocationSnapshot,
  type MAP_EVENT_TYPES,
} from '@groupmap/contracts';
import type { SubscribedEvent } from '@groupmap/svc-kit';
import { WebSocket } from 'ws';
import { liveLocationFlags, serialise, toLiveLocation, toLiveMap } from './live-messages';
import type { MapRoom, MapRooms } from './map-rooms';

export type MapEvent = SubscribedEvent<(typeof MAP_EVENT_TYPES)[number]>;

function send(ws: WebSocket, text: string): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(text);
}

/** Sends one text to every socket of the room. */
function sendToAll(room: MapRoom, text: string): void {
  for (const viewer of room.viewers) send(viewer.ws, text);
}

/**
 * Sends a new or changed location: the shared form, serialised once, to every socket, and the flagged
 * variant to the author's and the map owner's sockets. There are at most two flagged texts per event
 * (the author's, and the owner's when the owner is not the author), each serialised once.
 */
function sendLocation(
  room: MapRoom,
  type: 'newLocation' | 'updateLocation',
  snapshot: LocationSnapshot,
  seq: number,
): void {
  const data = toLiveLocation(snapshot);
  const shared = serialise({ type, data, seq, epoch: room.epoch });
  const flagged = new Map<string, string>();
  const flaggedText = (flags: LiveLocationFlags) => {
    const key = `${flags.isOwn}:${flags.canEdit}:${flags.canDelete}`;
    let text = flagged.get(key);
    if (text === undefined) {
      text = serialise({ type, data: { ...data, ...flags }, seq, epoch: room.epoch });
      flagged.set(key, text);
    }
    return text;
  };
  for (const viewer of room.viewers) {
    const flags = liveLocationFlags(snapshot, room.ownerId, viewer.identity);
    send(viewer.ws, flags ? flaggedText(flags) : shared);
  }
}

/**
 * The map's password changed, or protection was switched on or off (every map and location event
 * carries the map's password version): the sockets other than the owner's may no longer have access,
 * so they are closed with 4403 before the event goes out; their clients reconnect and the join asks
 * maps again (architecture.md, Password-protected maps).
 */
function closeOnPasswordChange(room: MapRoom, passwordVersion: number): void {
  if (passwordVersion === room.passwordVersion) return;
  room.passwordVersion = passwordVersion;
  for (const viewer of room.viewers) {
    const isOwner = room.ownerId !== null && viewer.identity.userId === room.ownerId;
    if (!isOwner) viewer.ws.close(LIVE_CLOSE_ACCESS_CHANGED, 'access changed');
  }
}

/**
 * Fans one committed map event out to this replica's sockets on that map (`aggregateId` is the map
 * id; `sequence` travels as `seq`). A deleted map's sockets are told, then closed with 4404.
 */
export function fanOutMapEvent(rooms: MapRooms, event: MapEvent): void {
  const room = rooms.get(event.payload.mapId);
  if (!room) return;
  closeOnPasswordChange(room, event.payload.passwordVersion);
  const seq = event.sequence;
  switch (event.type) {
    case 'maps.location.created.v1':
      sendLocation(room, 'newLocation', event.payload.location, seq);
      return;
    case 'maps.location.updated.v1':
      sendLocation(room, 'updateLocation', event.payload.location, seq);
      return;
    case 'maps.location.deleted.v1':
      sendToAll(
        room,
        serialise({ type: 'deleteLocation', data: { id: event.payload.locationId }, seq, epoch: room.epoch }),
      );
      return;
    case 'maps.map.updated.v1':
      room.ownerId = event.payload.map.userId;
      sendToAll(
        room,
        serialise({ type: 'mapUpdated', data: toLiveMap(event.payload.map), seq, epoch: room.epoch }),
      );
      return;
    case 'maps.map.deleted.v1': {
      const { mapId, permalink } = event.payload;
      sendToAll(
        room,
        serialise({ type: 'mapDeleted', data: { id: mapId, permalink }, seq, epoch: room.epoch }),
      );
      rooms.remove(mapId);
      for (const viewer of room.viewers) viewer.ws.close(LIVE_CLOSE_MAP_DELETED, 'map deleted');
      return;
    }
    case 'maps.map.created.v1':
      // Nobody can be on a map's channel before it exists.
      return;
  }
}
