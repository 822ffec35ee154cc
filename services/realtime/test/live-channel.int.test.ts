import {
  LIVE_CLOSE_ACCESS_CHANGED,
  LIVE_CLOSE_SESSION_ENDED,
  LIVE_CLOSE_MAP_DELETED,
  liveFrameSchema,
  liveServerMessageSchema,
  mapAccessCheckReplySchema,
  mapAccessCheckRequestSchema,
  messages,
  streamName,
  type EventOf,
  type EventPayloads,
  type LocationSnapshot,
  type MapAccessCheckRequest,
} from '@groupmap/contracts';
import {
  createJetStreamPublisher,
  createLogger,
  currentRequestId,
  ensureStreamExists,
  serveRpc,
  startHttpServer,
  type HttpServerHandle,
  type RpcResponder,
} from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import { connect, type NatsConnection } from 'nats';
import { randomBytes, randomUUID } from 'node:crypto';
import { createApp } from '../src/app';
import { followMapEvents } from '../src/live/follow-map-events';
import { followSessionEnds } from '../src/live/follow-session-ends';
import { attachLiveChannel, LIVE_MAX_CLIENT_MESSAGE_BYTES, type LiveChannel } from '../src/live/live-channel';
import { mapAccessAuthorizer } from '../src/live/map-access';
import { missedChangesReader } from '../src/live/missed-changes-reader';
import { MapRooms } from '../src/live/map-rooms';
import { locationSnapshot, mapEventEnvelope, type MapEventType } from './support/map-event-fixtures';
import { joinChannel, refusedJoin, type LiveClient } from './support/live-client';

// The live channel end to end on this replica: a socket joins after maps' `maps.access.check` (faked
// here), and committed map events from the maps stream reach the sockets of their map, flagged for
// the author and the owner only. The prefix is the run's plus a suffix of this file's own, so no maps
// responder of another suite answers the fake's subject and no other suite's events arrive.
const logger = createLogger({ name: 'realtime-live-test', level: 'silent' });
const prefix = `${process.env.EVENTS_PREFIX ?? ''}live${randomBytes(4).toString('hex')}`;
const EPOCH = randomUUID();
const OWNER = 7;
const AUTHOR = 42;

/** The maps the fake maps service knows, by permalink. */
const MAPS: Record<string, { mapId: number; ownerId: number | null; protected: boolean; grantMs?: number }> =
  {
    'open-map': { mapId: 101, ownerId: OWNER, protected: false },
    'guarded-map': { mapId: 505, ownerId: OWNER, protected: false },
    // Opened by a grant that ends 300 ms after the join.
    'granted-map': { mapId: 606, ownerId: OWNER, protected: false, grantMs: 300 },
    'other-map': { mapId: 202, ownerId: 8, protected: false },
    'locked-map': { mapId: 303, ownerId: OWNER, protected: true },
    'doomed-map': { mapId: 404, ownerId: OWNER, protected: false },
  };

let nc: NatsConnection;
let http: HttpServerHandle;
let channel: LiveChannel;
let responder: RpcResponder;
let mapEvents: { stop(): Promise<void> };
let sessionEnds: { stop(): Promise<void> };
let publisher: ReturnType<typeof createJetStreamPublisher>;
const asked: MapAccessCheckRequest[] = [];
/** The request id each access check ran under (from its NATS headers), by the socket's session. */
const askedUnderRequestId = new Map<string | null, string | undefined>();
const clients: LiveClient[] = [];

beforeAll(async () => {
  nc = await connect({ servers: process.env.NATS_URL });
  responder = await serveRpc({
    nc,
    prefix,
    logger,
    queue: 'maps',
    name: 'maps.access.check',
    request: mapAccessCheckRequestSchema,
    reply: mapAccessCheckReplySchema,
    handle: async (request) => {
      asked.push(request);
      askedUnderRequestId.set(request.sessionId, currentRequestId());
      const map = request.permalink === undefined ? undefined : MAPS[request.permalink];
      if (!map) {
        return {
          allowed: false,
          passwordVersion: 0,
          mapId: null,
          ownerId: null,
          epoch: EPOCH,
          grantExpiresAt: null,
        };
      }
      const allowed = !map.protected || request.userId === map.ownerId;
      return {
        allowed,
        passwordVersion: 1,
        mapId: map.mapId,
        ownerId: map.ownerId,
        epoch: EPOCH,
        grantExpiresAt: map.grantMs === undefined ? null : new Date(Date.now() + map.grantMs).toISOString(),
      };
    },
  });
  await ensureStreamExists(nc, { prefix, service: 'maps' });
  await ensureStreamExists(nc, { prefix, service: 'auth' });
  publisher = createJetStreamPublisher({ nc, prefix });

  const rooms = new MapRooms();
  mapEvents = await followMapEvents({ nc, prefix, logger, rooms });
  sessionEnds = await followSessionEnds({ nc, prefix, logger, rooms });
  http = await startHttpServer(createApp({ logger, nc, identityPublicKey: testIdentityKeys.publicKey }), {
    port: 0,
    logger,
  });
  channel = attachLiveChannel(http.server, {
    logger,
    identityPublicKey: testIdentityKeys.publicKey,
    rooms,
    authorizeJoin: mapAccessAuthorizer({ nc, prefix, logger }),
    readMissed: missedChangesReader({ nc, prefix }),
  });
});

afterAll(async () => {
  for (const client of clients) client.ws.terminate();
  await channel.close();
  await http.close();
  await mapEvents.stop();
  await sessionEnds.stop();
  await responder.stop();
  publisher.close();
  const streams = (await nc.jetstreamManager()).streams;
  await streams.delete(streamName(prefix, 'maps'));
  await streams.delete(streamName(prefix, 'auth'));
  await nc.close();
});

const join = async (permalink: string, identity: { userId: number | null; sessionId: string | null }) => {
  const client = await joinChannel(http.port, permalink, identity);
  clients.push(client);
  return client;
};

const sequences = new Map<number, number>();

/** Publishes a committed map event as maps' outbox relay does: the map id as aggregate, its next sequence. */
async function publish<T extends MapEventType>(type: T, mapId: number, payload: EventPayloads[T]) {
  const sequence = (sequences.get(mapId) ?? 0) + 1;
  sequences.set(mapId, sequence);
  await publisher.publish(mapEventEnvelope(type, mapId, sequence, payload));
  return sequence;
}

const location = locationSnapshot;

const locationAdded = (mapId: number, snapshot: LocationSnapshot) =>
  publish('maps.location.created.v1', mapId, { mapId, passwordVersion: 1, location: snapshot });

/** What every viewer sees of a location: the snapshot without the author's account and session. */
const shared = ({ userId: _userId, creatorSessionId: _sessionId, ...visible }: LocationSnapshot) => visible;

describe('joining a map’s live channel', () => {
  it('asks maps by permalink with the socket’s session and user', async () => {
    await join('open-map', { userId: AUTHOR, sessionId: 'asking-session' });
    expect(asked).toContainEqual({ permalink: 'open-map', sessionId: 'asking-session', userId: AUTHOR });
  });

  it('asks maps under the upgrade’s request id, carried in the RPC’s NATS headers', async () => {
    const identity = { userId: AUTHOR, sessionId: 'traced-session', requestId: 'req-live-join-1' };
    clients.push(await joinChannel(http.port, 'open-map', identity));
    expect(askedUnderRequestId.get('traced-session')).toBe('req-live-join-1');
  });

  it('refuses an unknown map with 404 "Map not found"', async () => {
    await expect(refusedJoin(http.port, 'no-such-map', { userId: null, sessionId: 's' })).resolves.toEqual({
      status: 404,
      code: 'not_found',
      body: messages.mapNotFound,
    });
  });

  it('refuses a protected map to a session without access with 403, and admits its owner', async () => {
    await expect(refusedJoin(http.port, 'locked-map', { userId: null, sessionId: 's' })).resolves.toEqual({
      status: 403,
      code: 'password_required',
      body: messages.mapPasswordProtected,
    });
    await expect(join('locked-map', { userId: OWNER, sessionId: 'owner-session' })).resolves.toBeDefined();
  });

  it('refuses with 503 while maps does not answer', async () => {
    const server = await startHttpServer(
      createApp({ logger, nc, identityPublicKey: testIdentityKeys.publicKey }),
      {
        port: 0,
        logger,
      },
    );
    const unanswered = attachLiveChannel(server.server, {
      logger,
      identityPublicKey: testIdentityKeys.publicKey,
      rooms: new MapRooms(),
      authorizeJoin: mapAccessAuthorizer({ nc, prefix: `${prefix}nobody`, logger }),
      readMissed: missedChangesReader({ nc, prefix: `${prefix}nobody` }),
    });
    try {
      await expect(refusedJoin(server.port, 'open-map', { userId: null, sessionId: 's' })).resolves.toEqual({
        status: 503,
        code: 'service_unavailable',
        body: messages.serviceUnavailable,
      });
    } finally {
      await unanswered.close();
      await server.close();
    }
  });
});

describe('fan-out of map events', () => {
  it('sends a new location to every socket of the map, flagged for the author’s tabs and the owner only', async () => {
    const authorTab = await join('open-map', { userId: AUTHOR, sessionId: 'author-session' });
    const authorOtherTab = await join('open-map', { userId: AUTHOR, sessionId: 'author-session' });
    const visitor = await join('open-map', { userId: null, sessionId: 'visitor-session' });
    const owner = await join('open-map', { userId: OWNER, sessionId: 'owner-session' });
    const elsewhere = await join('other-map', { userId: AUTHOR, sessionId: 'author-session' });

    const added = location(101, { userId: AUTHOR, creatorSessionId: 'author-session' });
    const seq = await locationAdded(101, added);

    const own = { isOwn: true, canEdit: true, canDelete: true };
    for (const tab of [authorTab, authorOtherTab]) {
      expect((await tab.next()).message).toEqual({
        type: 'newLocation',
        data: { ...shared(added), ...own },
        seq,
        epoch: EPOCH,
      });
    }
    expect((await owner.next()).message).toEqual({
      type: 'newLocation',
      data: { ...shared(added), isOwn: false, canEdit: false, canDelete: true },
      seq,
      epoch: EPOCH,
    });
    const seen = await visitor.next();
    expect(seen.message).toEqual({ type: 'newLocation', data: shared(added), seq, epoch: EPOCH });
    expect(liveServerMessageSchema.parse(seen.message)).toEqual(seen.message);
    for (const leak of ['author-session', 'userId', 'creatorSessionId', 'isOwn', 'canEdit', 'canDelete']) {
      expect(seen.text).not.toContain(leak);
    }

    // The other map's socket gets its own map's next change first: nothing of the open map came before it.
    const there = location(202, { creatorSessionId: 'someone-else' });
    const otherSeq = await locationAdded(202, there);
    expect((await elsewhere.next()).message).toEqual({
      type: 'newLocation',
      data: shared(there),
      seq: otherSeq,
      epoch: EPOCH,
    });
  });

  it('sends changes committed together as batch frames, in order, and a lone change as a frame of its own', async () => {
    const viewer = await join('open-map', { userId: null, sessionId: 'batch-viewer' });
    const lone = await locationAdded(101, location(101, { creatorSessionId: 'someone' }));
    expect((await viewer.next()).message).toMatchObject({ type: 'newLocation', seq: lone });
    expect(JSON.parse(viewer.frames.at(-1) ?? '')).toMatchObject({ type: 'newLocation', seq: lone });

    const framesBefore = viewer.frames.length;
    const seqs = await Promise.all(
      Array.from({ length: 40 }, () => locationAdded(101, location(101, { creatorSessionId: 'someone' }))),
    );
    const received = [];
    for (const _ of seqs) received.push((await viewer.next()).message);
    expect(received.map((message) => message.seq)).toEqual(seqs);
    const frames = viewer.frames.slice(framesBefore).map((text) => liveFrameSchema.parse(JSON.parse(text)));
    // NATS hands realtime several events per read: they share frames instead of one frame each.
    expect(frames.length).toBeLessThan(seqs.length);
    expect(frames.some((frame) => frame.type === 'batch')).toBe(true);
  });

  it('flags an anonymous author by the session that added the location', async () => {
    const author = await join('open-map', { userId: null, sessionId: 'anonymous-author' });
    const other = await join('open-map', { userId: null, sessionId: 'another-visitor' });
    const added = location(101, { creatorSessionId: 'anonymous-author' });
    await locationAdded(101, added);
    expect((await author.next()).message.data).toEqual({
      ...shared(added),
      isOwn: true,
      canEdit: true,
      canDelete: true,
    });
    expect((await other.next()).message.data).toEqual(shared(added));
  });

  it('relays nothing a client sends: a client-sent deleteLocation reaches no one', async () => {
    const sender = await join('open-map', { userId: null, sessionId: 'mischief' });
    const watcher = await join('open-map', { userId: null, sessionId: 'watcher' });
    sender.ws.send(JSON.stringify({ type: 'deleteLocation', data: { id: 1 } }));

    const seq = await publish('maps.location.deleted.v1', 101, {
      mapId: 101,
      passwordVersion: 1,
      locationId: 1,
    });
    const expected = { type: 'deleteLocation', data: { id: 1 }, seq, epoch: EPOCH };
    // The first message after the client's is the committed event's, for both sockets, exactly once.
    expect((await watcher.next()).message).toEqual(expected);
    expect((await sender.next()).message).toEqual(expected);
    expect(sender.ws.readyState).toBe(sender.ws.OPEN);
  });

  it('closes a socket whose message is over the size limit with 1009', async () => {
    const client = await join('open-map', { userId: null, sessionId: 'big-talker' });
    client.ws.send('x'.repeat(LIVE_MAX_CLIENT_MESSAGE_BYTES + 1));
    await expect(client.closed).resolves.toBe(1009);
  });

  it('sends map setting changes without the owner’s id', async () => {
    const viewer = await join('open-map', { userId: null, sessionId: 'settings-watcher' });
    const map = {
      id: 101,
      userId: OWNER,
      name: 'Renamed',
      description: 'New description',
      permalink: 'open-map',
      customFields: ['Website'],
      passwordProtected: false,
      logoUrl: null,
      // Not the default: realtime passes the owner's choice on as it is.
      whoCanAdd: 'signed-in' as const,
      reviewNewLocations: false,
      createdAt: new Date().toISOString(),
    };
    const seq = await publish('maps.map.updated.v1', 101, { mapId: 101, passwordVersion: 1, map });
    const { userId: _owner, ...visible } = map;
    const received = await viewer.next();
    expect(received.message).toEqual({ type: 'mapUpdated', data: visible, seq, epoch: EPOCH });
    expect(received.text).not.toContain('userId');
  });

  it('tells the sockets of a deleted map, then closes them with 4404', async () => {
    const viewers = [
      await join('doomed-map', { userId: null, sessionId: 'doomed-1' }),
      await join('doomed-map', { userId: OWNER, sessionId: 'doomed-owner' }),
    ];
    const seq = await publish('maps.map.deleted.v1', 404, {
      mapId: 404,
      passwordVersion: 1,
      permalink: 'doomed-map',
    });
    for (const viewer of viewers) {
      expect((await viewer.next()).message).toEqual({
        type: 'mapDeleted',
        data: { id: 404, permalink: 'doomed-map' },
        seq,
        epoch: EPOCH,
      });
      await expect(viewer.closed).resolves.toBe(LIVE_CLOSE_MAP_DELETED);
    }
  });

  it('closes the sockets other than the owner’s when the password version moves, before the event', async () => {
    const visitor = await join('guarded-map', { userId: null, sessionId: 'guarded-visitor' });
    const owner = await join('guarded-map', { userId: OWNER, sessionId: 'guarded-owner' });
    const map = {
      id: 505,
      userId: OWNER,
      name: 'Now protected',
      description: null,
      permalink: 'guarded-map',
      customFields: [],
      passwordProtected: true,
      logoUrl: null,
      whoCanAdd: 'anyone' as const,
      reviewNewLocations: false,
      createdAt: new Date().toISOString(),
    };
    const seq = await publish('maps.map.updated.v1', 505, { mapId: 505, passwordVersion: 2, map });
    await expect(visitor.closed).resolves.toBe(LIVE_CLOSE_ACCESS_CHANGED);
    expect((await owner.next()).message).toMatchObject({ type: 'mapUpdated', seq });
    expect(owner.ws.readyState).toBe(owner.ws.OPEN);
  });

  it('closes a socket when the grant it joined with ends', async () => {
    const visitor = await join('granted-map', { userId: null, sessionId: 'granted-visitor' });
    await expect(visitor.closed).resolves.toBe(LIVE_CLOSE_ACCESS_CHANGED);
  });

  it('closes every socket of a session auth ended, on any map, and only those', async () => {
    const tabs = [
      await join('open-map', { userId: AUTHOR, sessionId: 'ending-session' }),
      await join('other-map', { userId: AUTHOR, sessionId: 'ending-session' }),
    ];
    const bystander = await join('open-map', { userId: null, sessionId: 'staying-session' });
    const event: EventOf<'auth.session.ended.v1'> = {
      id: randomUUID(),
      type: 'auth.session.ended.v1',
      occurredAt: new Date().toISOString(),
      aggregateId: 'ending-session',
      sequence: 1,
      payload: { sessionId: 'ending-session', userId: AUTHOR, reason: 'logout' },
    };
    await publisher.publish(event);
    for (const tab of tabs) await expect(tab.closed).resolves.toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(bystander.ws.readyState).toBe(bystander.ws.OPEN);
  });

  it('sends a change addressed to the owner only to the owner’s sockets, and the next change to all', async () => {
    const owner = await join('open-map', { userId: OWNER, sessionId: 'moderating-owner' });
    const viewer = await join('open-map', { userId: null, sessionId: 'not-the-owner' });
    const pending = location(101, { creatorSessionId: 'contributor' });
    const pendingSeq = await publish('maps.location.created.v1', 101, {
      mapId: 101,
      passwordVersion: 1,
      location: pending,
      audience: 'owner',
    });
    const visible = location(101, { creatorSessionId: 'contributor' });
    const visibleSeq = await locationAdded(101, visible);
    expect((await owner.next()).message).toMatchObject({ type: 'newLocation', seq: pendingSeq });
    expect((await owner.next()).message).toMatchObject({ type: 'newLocation', seq: visibleSeq });
    // The other viewer's first message is the change for everyone.
    expect((await viewer.next()).message).toMatchObject({ type: 'newLocation', seq: visibleSeq });
  });
});
