import { LIVE_CLOSE_ACCESS_CHANGED, LIVE_CLOSE_MAP_DELETED } from '@groupmap/contracts';
import { liveChange, type MapEvent } from './live-changes';
import type { MapRoom, MapRooms } from './map-rooms';
import { deliverChange } from './viewer-delivery';

export type { MapEvent } from './live-changes';

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
 * id; `sequence` travels as `seq`): the shared form, serialised once, to every socket, the flagged
 * variant to the author's and the owner's (`liveChange`, which catch-up sends history with too).
 * A deleted map's sockets are told, then closed with 4404. Returns how many sockets the change was
 * addressed to (a socket still catching up counts: it gets the change after its history).
 */
export function fanOutMapEvent(rooms: MapRooms, event: MapEvent): number {
  const room = rooms.get(event.payload.mapId);
  if (!room) return 0;
  closeOnPasswordChange(room, event.payload.passwordVersion);
  // An event that carries the map's settings names its owner too: the room keeps to the newest.
  if (event.type === 'maps.map.updated.v1' || event.type === 'maps.locations.imported.v1') {
    room.ownerId = event.payload.map.userId;
  }
  const change = liveChange(event, room);
  if (!change) return 0;
  let viewers = 0;
  // Each form's text (shared, author's, owner's) is encoded to UTF-8 once, not once per socket.
  const encoded = new Map<string, Buffer>();
  for (const viewer of room.viewers) {
    const text = change.textFor(viewer.rights);
    // An owner-only change skips the others; their next change still follows in order.
    if (text === null) continue;
    let bytes = encoded.get(text);
    if (bytes === undefined) {
      bytes = Buffer.from(text);
      encoded.set(text, bytes);
    }
    deliverChange(viewer, change.seq, bytes);
    viewers += 1;
  }
  if (event.type === 'maps.map.deleted.v1') {
    rooms.remove(room.mapId);
    for (const viewer of room.viewers) viewer.ws.close(LIVE_CLOSE_MAP_DELETED, 'map deleted');
  }
  return viewers;
}
