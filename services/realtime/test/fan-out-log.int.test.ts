import { streamName } from '@groupmap/contracts';
import { createJetStreamPublisher, ensureStreamExists, requestIdLogFields } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { connect, type NatsConnection } from 'nats';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { WebSocket } from 'ws';
import { followMapEvents } from '../src/live/follow-map-events';
import { MapRooms, type LiveViewer } from '../src/live/map-rooms';
import { mapEventEnvelope } from './support/map-event-fixtures';

// Issue 12: one add can be followed from the gateway's log to every viewer's message. Each replica
// logs one debug line per fan-out carrying the request id the event was published with (the
// `Groupmap-Request-Id` header), the map id and how many sockets got it, and nothing about them.
const prefix = `${process.env.EVENTS_PREFIX ?? ''}fanlog${randomBytes(4).toString('hex')}`;
const MAP_ID = 77;

const lines: Array<Record<string, unknown>> = [];
// Configured like createLogger's, whose mixin puts the request id on every line written in its scope.
const logger = pino(
  { level: 'debug', mixin: requestIdLogFields },
  { write: (line: string) => lines.push(JSON.parse(line)) },
);

let nc: NatsConnection;
let publisher: ReturnType<typeof createJetStreamPublisher>;
let mapEvents: { stop(): Promise<void> };
const sent: string[] = [];

/** A socket that records what it is sent, in the room of MAP_ID. */
function viewer(userId: number | null, sessionId: string): LiveViewer {
  const ws = {
    readyState: WebSocket.OPEN,
    bufferedAmount: 0,
    send: (text: string) => sent.push(text),
    close: () => {},
    terminate: () => {},
  } as unknown as WebSocket;
  return {
    ws,
    identity: { userId, username: null, sessionId, ip: '127.0.0.1', requestId: 'join' },
    rights: { userId, sessionId },
    held: null,
    lastSeq: 0,
  };
}

beforeAll(async () => {
  nc = await connect({ servers: process.env.NATS_URL });
  await ensureStreamExists(nc, { prefix, service: 'maps' });
  publisher = createJetStreamPublisher({ nc, prefix });
  const rooms = new MapRooms();
  const room = { ownerId: 7, epoch: 'epoch-1', passwordVersion: 1 };
  rooms.join(MAP_ID, room, viewer(7, 'owner-session'));
  rooms.join(MAP_ID, room, viewer(null, 'visitor-session'));
  mapEvents = await followMapEvents({ nc, prefix, logger, rooms });
});

afterAll(async () => {
  await mapEvents.stop();
  publisher.close();
  await (await nc.jetstreamManager()).streams.delete(streamName(prefix, 'maps'));
  await nc.close();
});

const fanOutLine = (eventId: string) =>
  lines.find((line) => line.msg === 'map event fanned out' && line.eventId === eventId);

describe('fan-out log line', () => {
  it('names the request id, the map and how many sockets got the change', async () => {
    const event = mapEventEnvelope('maps.location.deleted.v1', MAP_ID, 1, {
      mapId: MAP_ID,
      passwordVersion: 1,
      locationId: 5,
    });
    await publisher.publish(event, 'gw-req-9');

    const line = await waitFor('the fan-out line', () => fanOutLine(event.id));
    expect(line).toMatchObject({ level: 20, reqId: 'gw-req-9', mapId: MAP_ID, viewers: 2 });
    expect(sent).toHaveLength(2);
    // Ids and counts only: no location, user or session reaches the line.
    expect(Object.keys(line).sort()).toEqual(
      [
        'component',
        'eventId',
        'level',
        'mapId',
        'msg',
        'pid',
        'hostname',
        'reqId',
        'seq',
        'time',
        'type',
        'viewers',
      ].sort(),
    );
  });

  it('has no request id for an event a job appended', async () => {
    const event = mapEventEnvelope('maps.location.deleted.v1', MAP_ID, 2, {
      mapId: MAP_ID,
      passwordVersion: 1,
      locationId: 6,
    });
    await publisher.publish(event);

    const line = await waitFor('the fan-out line', () => fanOutLine(event.id));
    expect(line).toMatchObject({ mapId: MAP_ID, viewers: 2 });
    expect(line).not.toHaveProperty('reqId');
  });
});
