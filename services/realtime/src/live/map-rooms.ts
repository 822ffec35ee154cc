import type { Identity } from '@groupmap/svc-kit';
import type { WebSocket } from 'ws';
import type { LiveViewerRights } from './live-messages';
import type { LivePayload } from './socket-outbox';

/** One open socket on a map's live channel and who it belongs to (never sent anywhere). */
export interface LiveViewer {
  ws: WebSocket;
  identity: Identity;
  /** What decides the flags the socket gets: its identity and the contributor identities bound to it. */
  rights: LiveViewerRights;
  /**
   * While the socket catches up on what it missed (`catchUp`): the live changes that reached it
   * meanwhile, sent after its history; null once it is caught up (or never had to).
   */
  held: HeldChange[] | null;
  /** The highest `seq` sent to the socket: a change at or below it is a duplicate and is dropped. */
  lastSeq: number;
}

/** A live change's text for one socket, waiting until the socket's history has been sent. */
export interface HeldChange {
  seq: number;
  text: LivePayload;
}

/** What a room knows of its map, from the latest join's `maps.access.check` answer (and map events). */
export interface RoomMap {
  /** The map's owner, whose sockets get the flagged variant of every location; null for the demo map. */
  ownerId: number | null;
  /** The maps database's epoch, sent with every change as `epoch`. */
  epoch: string;
  /** The map's password version at the latest join: an event with another closes non-owners' sockets. */
  passwordVersion: number;
}

export interface MapRoom extends RoomMap {
  mapId: number;
  viewers: Set<LiveViewer>;
}

/**
 * The sockets of this replica, grouped by map id (map events name their map by id; sockets join by
 * permalink, which maps resolves on joining). A room exists while it has sockets.
 */
export class MapRooms {
  private readonly rooms = new Map<number, MapRoom>();

  /** Adds `viewer` to the map's room, creating it; the newest join's answer refreshes what it knows. */
  join(mapId: number, map: RoomMap, viewer: LiveViewer): MapRoom {
    const room = this.rooms.get(mapId) ?? { mapId, ...map, viewers: new Set<LiveViewer>() };
    room.ownerId = map.ownerId;
    room.epoch = map.epoch;
    room.passwordVersion = map.passwordVersion;
    room.viewers.add(viewer);
    this.rooms.set(mapId, room);
    return room;
  }

  /** Removes `viewer` (its socket closed); the room goes with its last socket. */
  leave(mapId: number, viewer: LiveViewer): void {
    const room = this.rooms.get(mapId);
    if (!room) return;
    room.viewers.delete(viewer);
    if (room.viewers.size === 0) this.rooms.delete(mapId);
  }

  /** Every socket of the visitor session `sessionId`, on any map. */
  *viewersOfSession(sessionId: string): Generator<LiveViewer> {
    for (const room of this.rooms.values()) {
      for (const viewer of room.viewers) if (viewer.identity.sessionId === sessionId) yield viewer;
    }
  }

  get(mapId: number): MapRoom | undefined {
    return this.rooms.get(mapId);
  }

  /** Forgets the map's room (the map was deleted); its sockets are the caller's to close. */
  remove(mapId: number): MapRoom | undefined {
    const room = this.rooms.get(mapId);
    this.rooms.delete(mapId);
    return room;
  }
}
