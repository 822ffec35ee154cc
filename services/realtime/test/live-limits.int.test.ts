import { tooManyAttemptsMessage, type EventOf } from '@groupmap/contracts';
import { createLogger, startHttpServer, type HttpServerHandle } from '@groupmap/svc-kit';
import { testIdentityKeys, waitFor } from '@groupmap/svc-kit/testing';
import express from 'express';
import { connect, type NatsConnection } from 'nats';
import { randomBytes, randomUUID } from 'node:crypto';
import { fanOutMapEvent } from '../src/live/fan-out';
import { attachLiveChannel, type LiveChannel } from '../src/live/live-channel';
import type { LiveLimits } from '../src/live/live-limits';
import type { AuthorizeJoin } from '../src/live/map-access';
import { MapRooms } from '../src/live/map-rooms';
import { LivePresence } from '../src/live/presence';
import { sharePresence } from '../src/live/share-presence';
import { joinChannel, refusedJoin, type LiveClient } from './support/live-client';

// The live channel's limits and presence on real sockets: caps on sockets per session and per IP,
// a message rate, heartbeats, a bounded send buffer, and presence summed across two replicas over
// real NATS (core subject). Maps' access check is faked in process: every map here is open.
const logger = createLogger({ name: 'realtime-limits-test', level: 'silent' });
const prefix = `${process.env.EVENTS_PREFIX ?? ''}limits${randomBytes(4).toString('hex')}`;
const MAP_ID = 71;

interface Replica {
  port: number;
  mapId: number;
  rooms: MapRooms;
  presence?: LivePresence;
  /** How many access checks it asked. */
  checks: () => number;
  stop(): Promise<void>;
}

const replicas: Replica[] = [];
const clients: LiveClient[] = [];

/** A live channel on its own port, with its own rooms (a replica), the given limits and presence. */
async function startReplica(
  limits: Partial<LiveLimits>,
  presence?: (rooms: MapRooms) => LivePresence,
  mapId = MAP_ID,
) {
  const http: HttpServerHandle = await startHttpServer(express(), { port: 0, logger });
  const rooms = new MapRooms();
  let checks = 0;
  const authorizeJoin: AuthorizeJoin = async () => {
    checks += 1;
    return { allowed: true, mapId, ownerId: null, epoch: 'e1', passwordVersion: 0, grantExpiresAt: null };
  };
  const ownPresence = presence?.(rooms);
  const channel: LiveChannel = attachLiveChannel(http.server, {
    logger,
    identityPublicKey: testIdentityKeys.publicKey,
    rooms,
    authorizeJoin,
    limits,
    ...(ownPresence ? { presence: ownPresence } : {}),
  });
  const replica: Replica = {
    port: http.port,
    mapId,
    rooms,
    ...(ownPresence ? { presence: ownPresence } : {}),
    checks: () => checks,
    stop: async () => {
      await channel.close();
      await http.close();
    },
  };
  replicas.push(replica);
  return replica;
}

const join = async (replica: Replica, sessionId: string | null, ip = '127.0.0.1') => {
  const client = await joinChannel(replica.port, 'open-map', { userId: null, sessionId, ip });
  clients.push(client);
  return client;
};

const viewersInRoom = (replica: Replica) => replica.rooms.get(replica.mapId)?.viewers.size ?? 0;

afterAll(async () => {
  for (const client of clients) client.ws.terminate();
  for (const replica of replicas) await replica.stop();
});

describe('caps on sockets', () => {
  it('refuses a session’s socket over its cap with 429 and the "Too many attempts" text, before the access check', async () => {
    const replica = await startReplica({ sessionSocketLimit: 2, ipSocketLimit: 100 });
    const tabs = [await join(replica, 'many-tabs'), await join(replica, 'many-tabs')];
    expect(replica.checks()).toBe(2);
    await expect(refusedJoin(replica.port, 'open-map', { sessionId: 'many-tabs' })).resolves.toEqual({
      status: 429,
      code: 'rate_limited',
      body: tooManyAttemptsMessage(60),
    });
    expect(replica.checks()).toBe(2);
    // Another session is not affected, and a closed tab frees its place.
    await expect(join(replica, 'another-session')).resolves.toBeDefined();
    tabs[0]!.ws.close();
    await tabs[0]!.closed;
    await waitFor('the closed tab to be released', async () => {
      const attempt = joinChannel(replica.port, 'open-map', { sessionId: 'many-tabs' });
      return attempt.then(
        (client) => (clients.push(client), true),
        () => false,
      );
    });
  });

  it('refuses sockets from one IP over its cap, whichever session, IPv6 by its /64', async () => {
    const replica = await startReplica({ sessionSocketLimit: 10, ipSocketLimit: 2 });
    await join(replica, 'a', '2001:db8:7:7::1');
    await join(replica, 'b', '2001:db8:7:7::2');
    await expect(
      refusedJoin(replica.port, 'open-map', { sessionId: 'c', ip: '2001:db8:7:7:ffff::9' }),
    ).resolves.toMatchObject({ status: 429, code: 'rate_limited' });
    await expect(join(replica, 'c', '2001:db8:7:8::1')).resolves.toBeDefined();
  });
});

describe('message rate', () => {
  it('closes a socket that sends more than its rate with 1008, and keeps one within it', async () => {
    const replica = await startReplica({ messageRateLimit: 3, messageRateWindowMs: 60_000 });
    const calm = await join(replica, 'calm');
    const chatty = await join(replica, 'chatty');
    for (let i = 0; i < 3; i += 1) {
      calm.ws.send('{}');
      chatty.ws.send('{}');
    }
    chatty.ws.send('{}');
    await expect(chatty.closed).resolves.toBe(1008);
    expect(calm.ws.readyState).toBe(calm.ws.OPEN);
  });
});

describe('heartbeats', () => {
  it('terminates a socket that does not answer pings, and keeps one that does', async () => {
    // A live peer's pong must be back within an interval; half a second leaves a busy machine (the
    // client and the replica share this process) room to answer, where 100 ms did not.
    const replica = await startReplica({ heartbeatIntervalMs: 500 });
    const alive = await join(replica, 'alive');
    let pingsToAlive = 0;
    alive.ws.on('ping', () => (pingsToAlive += 1));
    const dead = await join(replica, 'dead');
    // A paused client reads nothing, so it never answers a ping: a dead peer.
    dead.ws.pause();
    await waitFor('the dead peer to leave the room', () => viewersInRoom(replica) === 1);
    dead.ws.resume();
    await expect(dead.closed).resolves.toBe(1006);
    // Several pings later (counted, not timed) the live one is still there.
    const pingsThen = pingsToAlive;
    await waitFor('three more pings to the live peer', () => pingsToAlive >= pingsThen + 3);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    expect(viewersInRoom(replica)).toBe(1);
  });
});

describe('bounded send buffers', () => {
  it('cuts a slow consumer off while the other sockets keep receiving every change', async () => {
    const replica = await startReplica({ sendBufferMaxBytes: 256 * 1024 });
    const fast = await join(replica, 'fast');
    const slow = await join(replica, 'slow');
    slow.ws.pause();
    let received = 0;
    fast.ws.on('message', () => (received += 1));
    // Big changes, so the kernel's socket buffers fill and what waits is the server's to bound.
    const CHANGES = 120;
    const customData = { Notes: 'x'.repeat(256 * 1024) };
    for (let seq = 1; seq <= CHANGES; seq += 1) {
      const event: EventOf<'maps.location.created.v1'> = {
        id: randomUUID(),
        type: 'maps.location.created.v1',
        occurredAt: new Date().toISOString(),
        aggregateId: String(MAP_ID),
        sequence: seq,
        payload: {
          mapId: MAP_ID,
          passwordVersion: 0,
          location: {
            id: seq,
            mapId: MAP_ID,
            userId: null,
            creatorSessionId: null,
            name: `Place ${seq}`,
            address: '1 Main St',
            latitude: 51.5,
            longitude: -0.12,
            region: 'England',
            country: 'United Kingdom',
            customData,
            createdAt: new Date().toISOString(),
          },
        },
      };
      fanOutMapEvent(replica.rooms, event);
      // Lets the sockets write (and the fast client read) between changes, as events arrive over time.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await waitFor('the slow consumer to be cut off', () => viewersInRoom(replica) === 1);
    await waitFor('the fast client to receive every change', () => received === CHANGES);
    expect(fast.ws.readyState).toBe(fast.ws.OPEN);
    slow.ws.resume();
    await expect(slow.closed).resolves.toBe(1006);
  }, 30_000);
});

describe('presence across replicas', () => {
  let ncs: NatsConnection[] = [];
  const shares: { stop(): Promise<void> }[] = [];

  afterAll(async () => {
    for (const share of shares) await share.stop();
    for (const nc of ncs) if (!nc.isClosed()) await nc.close();
    ncs = [];
  });

  /** A replica sharing presence over its own NATS connection, with short timers. */
  async function presenceReplica(mapId: number) {
    const nc = await connect({ servers: process.env.NATS_URL });
    ncs.push(nc);
    let presence: LivePresence | undefined;
    const replica = await startReplica(
      {},
      (rooms) => {
        presence = new LivePresence(rooms, { debounceMs: 100, announceIntervalMs: 300, ttlMs: 1_500 });
        return presence;
      },
      mapId,
    );
    shares.push(sharePresence({ nc, prefix, logger, presence: presence! }));
    await nc.flush();
    return { replica, presence: presence!, nc };
  }

  const presenceOf = async (client: LiveClient) => {
    const { message } = await client.next();
    expect(message.type).toBe('presence');
    return (message.data as { viewers: number }).viewers;
  };

  it('counts distinct sessions on two replicas, a session’s tabs once, and drops one that leaves', async () => {
    const one = await presenceReplica(81);
    const two = await presenceReplica(81);

    const alice = await join(one.replica, 'alice');
    await expect(presenceOf(alice)).resolves.toBe(1);
    await waitFor('replica two to hear of alice', () => two.presence.viewers(81) === 1);

    const bob = await join(two.replica, 'bob');
    await expect(presenceOf(bob)).resolves.toBe(2);
    await expect(presenceOf(alice)).resolves.toBe(2);

    // Bob's second tab is the same person: it is told 2, and nobody hears a change.
    const bobTab = await join(two.replica, 'bob');
    await expect(presenceOf(bobTab)).resolves.toBe(2);

    bob.ws.close();
    bobTab.ws.close();
    await expect(presenceOf(alice)).resolves.toBe(1);
    // Nothing came between: alice heard 2, then 1.
  });

  it('forgets a replica that stopped announcing once its counts expire', async () => {
    const one = await presenceReplica(82);
    const two = await presenceReplica(82);
    const carol = await join(one.replica, 'carol');
    await expect(presenceOf(carol)).resolves.toBe(1);
    await join(two.replica, 'dave');
    await expect(presenceOf(carol)).resolves.toBe(2);
    // Replica two's bus connection dies without a goodbye: its counts expire after the TTL.
    await two.nc.close();
    await expect(presenceOf(carol)).resolves.toBe(1);
  });
});
