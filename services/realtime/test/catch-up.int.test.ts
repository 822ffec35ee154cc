import {
  LIVE_CLOSE_ACCESS_CHANGED,
  liveFrameMessages,
  liveServerMessageSchema,
  mapAccessCheckReplySchema,
  mapAccessCheckRequestSchema,
  mapChangesSinceReplySchema,
  mapChangesSinceRequestSchema,
  streamName,
  type AnyEventEnvelope,
  type EventPayloads,
  type LocationSnapshot,
  type MapChange,
  type MapChangesSinceReply,
  type MapChangesSinceRequest,
  type MapSnapshot,
} from '@groupmap/contracts';
import {
  createJetStreamPublisher,
  createLogger,
  ensureStreamExists,
  serveRpc,
  startHttpServer,
  type HttpServerHandle,
  type RpcResponder,
} from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import express from 'express';
import { connect, type NatsConnection } from 'nats';
import { randomBytes, randomUUID } from 'node:crypto';
import { CATCH_UP_MAX_CHANGES } from '../src/live/catch-up';
import { followMapEvents } from '../src/live/follow-map-events';
import { attachLiveChannel, type LiveChannel } from '../src/live/live-channel';
import { mapAccessAuthorizer } from '../src/live/map-access';
import { missedChangesReader } from '../src/live/missed-changes-reader';
import { MapRooms } from '../src/live/map-rooms';
import { locationSnapshot, mapEventEnvelope, type MapEventType } from './support/map-event-fixtures';
import { joinChannel, type LiveClient, type Received } from './support/live-client';

// Catch-up on the live channel: a socket rejoining with `since` (and `epoch`) gets what it missed, in
// order, then live changes, none twice; or `refetch`. Maps is faked on the bus: `maps.access.check`
// admits every map below, `maps.changes.since` answers from `history`, which `publish` appends to as
// maps' outbox does before its relay publishes (each location's latest event in a gap holds it as it
// is now; maps' own suite shows the real answer reads the tables, changes-since.int.test.ts). Two replicas (two live channels on two ports, each
// with its own rooms and broadcast subscription) share NATS, as in production.
const logger = createLogger({ name: 'realtime-catch-up-test', level: 'silent' });
const prefix = `${process.env.EVENTS_PREFIX ?? ''}cu${randomBytes(4).toString('hex')}`;
const EPOCH = randomUUID();
const OWNER = 7;
const AUTHOR = 42;

let nextMapId = 1_000;
/** Maps by permalink: each test takes one of its own. */
const permalinks = new Map<string, number>();
const newMap = () => {
  const mapId = nextMapId++;
  const permalink = `map-${mapId}`;
  permalinks.set(permalink, mapId);
  return { mapId, permalink };
};

/** What the fake maps outbox keeps per map (ascending), and the oldest sequence not pruned. */
const history = new Map<number, AnyEventEnvelope[]>();
const prunedBelow = new Map<number, number>();
/** Runs inside a map's next `maps.changes.since` answer, before maps reads (a test's changes meanwhile). */
const beforeRead = new Map<number, () => Promise<void>>();
/** Runs inside a map's next answer after maps read it, before it is sent. */
const afterRead = new Map<number, () => Promise<void>>();
let historyRequests = 0;

async function runOnce(hooks: Map<number, () => Promise<void>>, mapId: number) {
  const hook = hooks.get(mapId);
  hooks.delete(mapId);
  if (hook) await hook();
}

/** What the fake maps answers a change `event` of a gap with, as of now; null: left out. */
function changeOf(event: AnyEventEnvelope, createdInGap: ReadonlySet<number>): [string, MapChange | null] {
  const seq = event.sequence;
  switch (event.type) {
    case 'maps.location.created.v1':
    case 'maps.location.updated.v1': {
      const { location } = event.payload;
      const created = createdInGap.has(location.id);
      return [`location:${location.id}`, { kind: 'location', seq, created, location }];
    }
    case 'maps.location.deleted.v1': {
      const { locationId } = event.payload;
      const gone = createdInGap.has(locationId) ? null : ({ kind: 'locationGone', seq, locationId } as const);
      return [`location:${locationId}`, gone];
    }
    case 'maps.map.updated.v1':
      return ['map', { kind: 'map', seq, map: event.payload.map }];
    case 'maps.map.deleted.v1':
      return [
        'map',
        { kind: 'mapDeleted', seq, mapId: event.payload.mapId, permalink: event.payload.permalink },
      ];
    default:
      return ['created', null];
  }
}

const requests: MapChangesSinceRequest[] = [];

function changesSince(request: MapChangesSinceRequest): MapChangesSinceReply {
  const { mapId, since, after, limit, maxGap } = request;
  const all = history.get(mapId) ?? [];
  const latest = all.at(-1)?.sequence ?? 0;
  const passwordVersion = Math.max(
    1,
    ...all.map((event) => (event.payload as { passwordVersion: number }).passwordVersion),
  );
  const answer: MapChangesSinceReply = {
    epoch: EPOCH,
    latest,
    passwordVersion,
    refetch: false,
    changes: [],
    complete: true,
  };
  if (limit === 0) return { ...answer, complete: after >= latest };
  const kept = all.filter((event) => event.sequence >= (prunedBelow.get(mapId) ?? 0));
  const oldestKept = kept[0]?.sequence ?? null;
  const pruned = latest > since && (oldestKept === null || oldestKept > since + 1);
  const missed = kept.filter((event) => event.sequence > since);
  const imports = missed.some((event) => event.type === 'maps.locations.imported.v1');
  if (since > latest || latest - since > maxGap || pruned || imports) return { ...answer, refetch: true };
  const createdInGap = new Set<number>();
  const touched = new Map<string, MapChange | null>();
  for (const event of missed) {
    if (event.type === 'maps.location.created.v1') createdInGap.add(event.payload.location.id);
    const [key, change] = changeOf(event, createdInGap);
    touched.delete(key);
    touched.set(key, change);
  }
  const pending = [...touched.values()].filter(
    (change): change is MapChange => change !== null && change.seq > after,
  );
  return { ...answer, changes: pending.slice(0, limit), complete: pending.length <= limit };
}

let nc: NatsConnection;
let accessResponder: RpcResponder;
let historyResponder: RpcResponder;
let publisher: ReturnType<typeof createJetStreamPublisher>;
const clients: LiveClient[] = [];

interface Replica {
  http: HttpServerHandle;
  channel: LiveChannel;
  mapEvents: { stop(): Promise<void> };
  stopped: boolean;
}

async function startReplica(): Promise<Replica> {
  const rooms = new MapRooms();
  const mapEvents = await followMapEvents({ nc, prefix, logger, rooms });
  const http = await startHttpServer(express(), { port: 0, logger });
  const channel = attachLiveChannel(http.server, {
    logger,
    identityPublicKey: testIdentityKeys.publicKey,
    rooms,
    authorizeJoin: mapAccessAuthorizer({ nc, prefix, logger }),
    readMissed: missedChangesReader({ nc, prefix }),
    limits: { catchUpWindowMs: 5_000 },
  });
  return { http, channel, mapEvents, stopped: false };
}

/** Stops a replica as a dying process would take its sockets with it (they see 1001). */
async function stopReplica(replica: Replica) {
  if (replica.stopped) return;
  replica.stopped = true;
  await replica.channel.close();
  await replica.http.close();
  await replica.mapEvents.stop();
}

let first: Replica;
let second: Replica;

beforeAll(async () => {
  nc = await connect({ servers: process.env.NATS_URL });
  accessResponder = await serveRpc({
    nc,
    prefix,
    logger,
    queue: 'maps',
    name: 'maps.access.check',
    request: mapAccessCheckRequestSchema,
    reply: mapAccessCheckReplySchema,
    handle: async (request) => {
      const mapId = request.permalink === undefined ? undefined : permalinks.get(request.permalink);
      return {
        allowed: mapId !== undefined,
        passwordVersion: 1,
        mapId: mapId ?? null,
        ownerId: mapId === undefined ? null : OWNER,
        epoch: EPOCH,
        grantExpiresAt: null,
      };
    },
  });
  historyResponder = await serveRpc({
    nc,
    prefix,
    logger,
    queue: 'maps',
    name: 'maps.changes.since',
    request: mapChangesSinceRequestSchema,
    reply: mapChangesSinceReplySchema,
    handle: async (request) => {
      const { mapId } = request;
      historyRequests += 1;
      requests.push(request);
      await runOnce(beforeRead, mapId);
      const reply = changesSince(request);
      await runOnce(afterRead, mapId);
      return reply;
    },
  });
  await ensureStreamExists(nc, { prefix, service: 'maps' });
  publisher = createJetStreamPublisher({ nc, prefix });
  first = await startReplica();
  second = await startReplica();
});

afterAll(async () => {
  for (const client of clients) client.ws.terminate();
  await stopReplica(first);
  await stopReplica(second);
  await accessResponder.stop();
  await historyResponder.stop();
  publisher.close();
  await (await nc.jetstreamManager()).streams.delete(streamName(prefix, 'maps'));
  await nc.close();
});

/**
 * Commits a map event as maps does: into the outbox (`history`), then, unless `live` is false (the
 * relay has not got to it yet), published on the maps stream.
 */
async function publish<T extends MapEventType>(
  type: T,
  mapId: number,
  payload: EventPayloads[T],
  { live = true }: { live?: boolean } = {},
) {
  const events = history.get(mapId) ?? [];
  const event = mapEventEnvelope(type, mapId, (events.at(-1)?.sequence ?? 0) + 1, payload);
  events.push(event);
  history.set(mapId, events);
  if (live) await publisher.publish(event);
  return event.sequence;
}

const snapshot = locationSnapshot;

const added = (mapId: number, options?: { live?: boolean }, author?: Partial<LocationSnapshot>) =>
  publish(
    'maps.location.created.v1',
    mapId,
    { mapId, passwordVersion: 1, location: snapshot(mapId, author) },
    options,
  );

/** The map of `permalink` as an import's event carries it, after the import added a field. */
const importedMap = (mapId: number, permalink: string): MapSnapshot => ({
  id: mapId,
  userId: OWNER,
  name: 'Pantries',
  description: null,
  permalink,
  customFields: ['Opening hours'],
  passwordProtected: false,
  logoUrl: null,
  whoCanAdd: 'anyone',
  reviewNewLocations: false,
  createdAt: '2026-11-26T04:00:00.000Z',
});

/** An import of `count` locations: one event for all of them, as maps appends it. */
const imported = (
  mapId: number,
  permalink: string,
  count: number,
  { passwordVersion = 1, ...options }: { live?: boolean; passwordVersion?: number } = {},
) =>
  publish(
    'maps.locations.imported.v1',
    mapId,
    { mapId, passwordVersion, importId: randomUUID(), count, map: importedMap(mapId, permalink) },
    options,
  );

const visitor = { userId: null, sessionId: 'visitor-session' };

async function join(
  replica: Replica,
  permalink: string,
  identity: { userId: number | null; sessionId: string } = visitor,
  query?: Record<string, string>,
) {
  const client = await joinChannel(replica.http.port, permalink, identity, query);
  clients.push(client);
  return client;
}

/** Takes `count` messages, each checked against the contract. */
async function take(client: LiveClient, count: number): Promise<Received[]> {
  const received: Received[] = [];
  for (let index = 0; index < count; index += 1) {
    const next = await client.next();
    liveServerMessageSchema.parse(next.message);
    received.push(next);
  }
  return received;
}

const seqs = (received: Received[]) => received.map(({ message }) => message.seq);

/** Nothing more arrives within a while (a duplicate would). */
async function expectNothingMore(client: LiveClient) {
  await expect(client.next(400)).rejects.toThrow(/no message/);
}

/**
 * Waits until `watcher`, a live-only socket in the same room of the same replica, was sent `seq`:
 * the replica fans an event out to every socket of the room at once, so by then every other socket
 * there has it too (sent, or held while it catches up). An event, not a length of time.
 */
async function fannedOut(watcher: LiveClient, seq: number) {
  for (;;) if ((await watcher.next()).message.seq === seq) return;
}

describe('catching up on rejoining', () => {
  it('sends the changes missed since `seq`, in order, then live ones, none twice', async () => {
    const { mapId, permalink } = newMap();
    const viewer = await join(first, permalink);
    await added(mapId);
    await added(mapId);
    expect(seqs(await take(viewer, 2))).toEqual([1, 2]);
    viewer.ws.close();
    await viewer.closed;

    await added(mapId);
    await added(mapId);
    await publish('maps.location.deleted.v1', mapId, { mapId, passwordVersion: 1, locationId: 1 });
    const back = await join(first, permalink, visitor, { since: '2', epoch: EPOCH });
    const missed = await take(back, 3);
    expect(missed.map(({ message }) => [message.type, message.seq, message.epoch])).toEqual([
      ['newLocation', 3, EPOCH],
      ['newLocation', 4, EPOCH],
      ['deleteLocation', 5, EPOCH],
    ]);
    // `connected` only once the history was sent: from then on the socket is live.
    const wire = back.frames.flatMap(
      (frame) => liveFrameMessages(JSON.parse(frame) as unknown) as { type: string }[],
    );
    expect(wire.map((message) => message.type)).toEqual([
      'newLocation',
      'newLocation',
      'deleteLocation',
      'connected',
    ]);
    await added(mapId);
    expect(seqs(await take(back, 1))).toEqual([6]);
    await expectNothingMore(back);
  });

  it('sends history exactly as fan-out sends live changes, flagged for the author', async () => {
    const { mapId, permalink } = newMap();
    const author = { userId: AUTHOR, sessionId: 'author-session' };
    const live = await join(first, permalink, author);
    await added(mapId, {}, { userId: AUTHOR, creatorSessionId: 'author-session' });
    const [sentLive] = await take(live, 1);
    expect(sentLive!.message.data).toMatchObject({ isOwn: true, canEdit: true, canDelete: true });

    const resumed = await join(second, permalink, author, { since: '0', epoch: EPOCH });
    const [sentFromHistory] = await take(resumed, 1);
    expect(sentFromHistory!.text).toBe(sentLive!.text);
    const resumedVisitor = await join(second, permalink, visitor, { since: '0' });
    const [shared] = await take(resumedVisitor, 1);
    expect(shared!.message.data).not.toHaveProperty('isOwn');
  });

  it('sends each location once, as it is now, at its latest change; never one it could not have had', async () => {
    const { mapId, permalink } = newMap();
    const kept = snapshot(mapId, { name: 'Bakery', customData: { Notes: 'Old notes' } });
    await publish('maps.location.created.v1', mapId, { mapId, passwordVersion: 1, location: kept });
    const gone = snapshot(mapId, { name: 'My home', address: '12 Private Lane' });
    await publish('maps.location.created.v1', mapId, { mapId, passwordVersion: 1, location: gone });
    const edited = { ...kept, customData: { Notes: 'Fresh bread' } };
    await publish('maps.location.updated.v1', mapId, { mapId, passwordVersion: 1, location: edited });
    await publish('maps.location.deleted.v1', mapId, { mapId, passwordVersion: 1, locationId: gone.id });
    const client = await join(first, permalink, visitor, { since: '0', epoch: EPOCH });
    const [only] = await take(client, 1);
    expect(only!.message).toMatchObject({
      type: 'newLocation',
      seq: 3,
      data: { id: kept.id, customData: { Notes: 'Fresh bread' } },
    });
    expect(only!.text).not.toContain('Old notes');
    await expectNothingMore(client);
    // One that had both is told of the edit and of the deletion, by id.
    const had = await join(first, permalink, visitor, { since: '2', epoch: EPOCH });
    const caughtUp = await take(had, 2);
    expect(caughtUp.map(({ message }) => [message.type, message.seq])).toEqual([
      ['updateLocation', 3],
      ['deleteLocation', 4],
    ]);
    expect(caughtUp[1]!.message.data).toEqual({ id: gone.id });
  });

  it('asks maps with its configured window and cap, for the joining viewer', async () => {
    const { mapId, permalink } = newMap();
    await added(mapId);
    await added(mapId);
    const client = await join(first, permalink, visitor, { since: '1', epoch: EPOCH });
    expect(seqs(await take(client, 1))).toEqual([2]);
    expect(requests.filter((request) => request.mapId === mapId)).toEqual([
      {
        mapId,
        since: 1,
        after: 1,
        limit: 200,
        maxAgeMs: 5_000,
        maxGap: CATCH_UP_MAX_CHANGES,
        viewer: visitor,
      },
    ]);
  });

  it('holds live changes during the history and drops those it already sent', async () => {
    const { mapId, permalink } = newMap();
    await added(mapId);
    await added(mapId);
    // While maps is being asked: seq 3 is committed and goes out live (the socket is in its room, so it
    // gets it live and in the history), and seq 4 is committed but not yet relayed.
    const watcher = await join(first, permalink);
    beforeRead.set(mapId, async () => {
      await fannedOut(watcher, await added(mapId));
      await added(mapId, { live: false });
    });
    const client = await join(first, permalink, visitor, { since: '1', epoch: EPOCH });
    expect(seqs(await take(client, 3))).toEqual([2, 3, 4]);
    // The relay catches up with seq 4: already sent, so not again; seq 5 follows live.
    await publisher.publish(history.get(mapId)![3]!);
    await added(mapId);
    expect(seqs(await take(client, 1))).toEqual([5]);
    await expectNothingMore(client);
  });

  it('sends live changes held during the history after it, in order', async () => {
    const { mapId, permalink } = newMap();
    await added(mapId);
    await added(mapId);
    // Maps has read seq 1-2 when seq 3 is committed and goes out live, before the answer arrives:
    // only the held live copy carries it.
    const watcher = await join(first, permalink);
    afterRead.set(mapId, async () => {
      await fannedOut(watcher, await added(mapId));
    });
    const client = await join(first, permalink, visitor, { since: '0', epoch: EPOCH });
    expect(seqs(await take(client, 3))).toEqual([1, 2, 3]);
    await expectNothingMore(client);
  });

  it('sends only live changes to a socket that names no `seq`', async () => {
    const { mapId, permalink } = newMap();
    await added(mapId);
    const asked = historyRequests;
    const client = await join(first, permalink);
    await added(mapId);
    expect(seqs(await take(client, 1))).toEqual([2]);
    await expectNothingMore(client);
    expect(historyRequests).toBe(asked);
  });

  it('sends nothing but live changes to a fresh page that is up to date', async () => {
    const { mapId, permalink } = newMap();
    await added(mapId);
    const client = await join(first, permalink, visitor, { since: '1', epoch: EPOCH });
    await added(mapId);
    expect(seqs(await take(client, 1))).toEqual([2]);
    await expectNothingMore(client);
  });
});

describe('refetch instead of catching up', () => {
  const refetchOf = (received: Received) => {
    expect(received.message).toEqual({ type: 'refetch', data: {}, seq: received.message.seq, epoch: EPOCH });
    return received.message.seq;
  };

  it('when the changes after `seq` are no longer kept', async () => {
    const { mapId, permalink } = newMap();
    for (let index = 0; index < 5; index += 1) await added(mapId);
    prunedBelow.set(mapId, 4);
    const client = await join(first, permalink, visitor, { since: '2', epoch: EPOCH });
    expect(refetchOf((await take(client, 1))[0]!)).toBe(5);
    await added(mapId);
    expect(seqs(await take(client, 1))).toEqual([6]);
    await expectNothingMore(client);
  });

  it('when `seq` is of another epoch', async () => {
    const { mapId, permalink } = newMap();
    await added(mapId);
    await added(mapId);
    const client = await join(first, permalink, visitor, { since: '1', epoch: randomUUID() });
    expect(refetchOf((await take(client, 1))[0]!)).toBe(2);
    await added(mapId);
    expect(seqs(await take(client, 1))).toEqual([3]);
  });

  it('when more changes were missed than are sent one by one', async () => {
    const { mapId, permalink } = newMap();
    for (let index = 0; index <= CATCH_UP_MAX_CHANGES; index += 1) await added(mapId, { live: false });
    const client = await join(first, permalink, visitor, { since: '0', epoch: EPOCH });
    expect(refetchOf((await take(client, 1))[0]!)).toBe(CATCH_UP_MAX_CHANGES + 1);
    await expectNothingMore(client);
  });

  it('when `seq` is ahead of the map, or not a sequence', async () => {
    const { mapId, permalink } = newMap();
    await added(mapId);
    const ahead = await join(first, permalink, visitor, { since: '9', epoch: EPOCH });
    expect(refetchOf((await take(ahead, 1))[0]!)).toBe(1);
    const garbled = await join(first, permalink, visitor, { since: 'x1', epoch: EPOCH });
    expect(refetchOf((await take(garbled, 1))[0]!)).toBe(1);
    // After a refetch at 1, live changes from 2 on follow.
    await added(mapId);
    expect(seqs(await take(ahead, 1))).toEqual([2]);
  });
});

describe('a viewer whose replica died', () => {
  it('catches up on another replica from the history maps keeps', async () => {
    const dying = await startReplica();
    const { mapId, permalink } = newMap();
    const viewer = await join(dying, permalink);
    const elsewhere = await join(second, permalink);
    await added(mapId);
    expect(seqs(await take(viewer, 1))).toEqual([1]);
    await stopReplica(dying);
    await expect(viewer.closed).resolves.toBe(1001);

    await added(mapId);
    await added(mapId);
    const moved = await join(second, permalink, visitor, { since: '1', epoch: EPOCH });
    expect(seqs(await take(moved, 2))).toEqual([2, 3]);
    await added(mapId);
    expect(seqs(await take(moved, 1))).toEqual([4]);
    await expectNothingMore(moved);
    // The viewer who stayed on the other replica saw every change once.
    expect(seqs(await take(elsewhere, 4))).toEqual([1, 2, 3, 4]);
  });
});

describe('an import of many locations', () => {
  it('reaches a joined socket as one locationsImported message, and a rejoining socket catches it up', async () => {
    const { mapId, permalink } = newMap();
    const watching = await join(first, permalink);
    const leaving = await join(second, permalink, { userId: null, sessionId: 'leaving-session' });
    await added(mapId);
    expect(seqs(await take(watching, 1))).toEqual([1]);
    expect(seqs(await take(leaving, 1))).toEqual([1]);
    leaving.ws.close();
    await leaving.closed;

    const importSeq = await imported(mapId, permalink, 2500);
    await added(mapId);
    const { userId: _owner, ...publicMap } = importedMap(mapId, permalink);
    const expected = {
      type: 'locationsImported',
      data: { count: 2500, map: publicMap },
      seq: importSeq,
      epoch: EPOCH,
    };
    const [live, next] = await take(watching, 2);
    expect(live!.message).toEqual(expected);
    expect(live!.text).not.toContain('userId');
    expect(seqs([next!])).toEqual([importSeq + 1]);
    await expectNothingMore(watching);

    // Its locations do not travel: a socket that missed it reloads the list.
    const back = await join(second, permalink, visitor, { since: '1', epoch: EPOCH });
    const [caughtUp] = await take(back, 1);
    expect(caughtUp!.message).toEqual({ type: 'refetch', data: {}, seq: importSeq + 1, epoch: EPOCH });
    await expectNothingMore(back);
  });
});

describe('a password change', () => {
  it('closes a rejoining visitor’s socket when the map’s password changed since the join’s check', async () => {
    const { mapId, permalink } = newMap();
    await added(mapId);
    const location = snapshot(mapId);
    await publish(
      'maps.location.created.v1',
      mapId,
      { mapId, passwordVersion: 2, location },
      { live: false },
    );
    const resume = { since: '1', epoch: EPOCH };
    const rejoining = await join(first, permalink, visitor, resume);
    await expect(rejoining.closed).resolves.toBe(LIVE_CLOSE_ACCESS_CHANGED);
    // The owner keeps access whatever the password: it catches the change up.
    const owner = await join(first, permalink, { userId: OWNER, sessionId: 'owner-session' }, resume);
    expect((await take(owner, 1))[0]!.message).toMatchObject({ type: 'newLocation', seq: 2 });
  });
});
