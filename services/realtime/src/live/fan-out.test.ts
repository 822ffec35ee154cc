import { LIVE_CLOSE_ACCESS_CHANGED, type MapSnapshot } from '@groupmap/contracts';
import { WebSocket } from 'ws';
import { fanOutMapEvent, type MapEvent } from './fan-out';
import { MapRooms, type LiveViewer } from './map-rooms';

const MAP_ID = 9;
const OWNER = 7;

/** Just what fan-out touches of a socket: what it was sent, and how it was closed. */
class FakeSocket {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = WebSocket.CLOSING;
  }
}

function viewer(rooms: MapRooms, userId: number | null): { socket: FakeSocket; viewer: LiveViewer } {
  const socket = new FakeSocket();
  const joined: LiveViewer = {
    ws: socket as unknown as WebSocket,
    identity: { userId, username: null, sessionId: `session-${userId}`, ip: '203.0.113.5', requestId: 'r' },
    rights: { userId, sessionId: `session-${userId}` },
    held: null,
    lastSeq: 0,
  };
  rooms.join(MAP_ID, { ownerId: OWNER, epoch: 'e1', passwordVersion: 1 }, joined);
  return { socket, viewer: joined };
}

const map: MapSnapshot = {
  id: MAP_ID,
  userId: OWNER,
  name: 'Shops',
  description: null,
  permalink: 'shops',
  customFields: ['Website'],
  passwordProtected: true,
  logoUrl: null,
  whoCanAdd: 'anyone',
  reviewNewLocations: false,
  createdAt: '2026-11-26T04:00:00.000Z',
};

const imported = (seq: number, passwordVersion: number): MapEvent =>
  ({
    id: `event-${seq}`,
    type: 'maps.locations.imported.v1',
    occurredAt: '2026-11-26T05:00:00.000Z',
    aggregateId: String(MAP_ID),
    sequence: seq,
    payload: { mapId: MAP_ID, passwordVersion, importId: 'import-1', count: 1200, map },
  }) as MapEvent;

const types = (socket: FakeSocket) =>
  socket.sent.map((text) => JSON.parse(text) as { type: string; seq: number });

describe('fanOutMapEvent of an import', () => {
  it('sends every socket of the map one locationsImported message, and a redelivery none', () => {
    const rooms = new MapRooms();
    const visitor = viewer(rooms, null);
    const owner = viewer(rooms, OWNER);
    expect(fanOutMapEvent(rooms, imported(5, 1))).toBe(2);
    fanOutMapEvent(rooms, imported(5, 1));
    for (const { socket } of [visitor, owner]) {
      expect(types(socket)).toEqual([expect.objectContaining({ type: 'locationsImported', seq: 5 })]);
    }
  });

  it('closes the sockets other than the owner’s when it carries a new password version, as location events do', () => {
    const rooms = new MapRooms();
    const visitor = viewer(rooms, null);
    const owner = viewer(rooms, OWNER);
    fanOutMapEvent(rooms, imported(6, 2));
    expect(visitor.socket.closedWith).toBe(LIVE_CLOSE_ACCESS_CHANGED);
    expect(visitor.socket.sent).toEqual([]);
    expect(owner.socket.closedWith).toBeNull();
    expect(types(owner.socket)).toEqual([expect.objectContaining({ type: 'locationsImported', seq: 6 })]);
  });
});
