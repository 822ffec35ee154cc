import {
  createLogger,
  IDENTITY_HEADER,
  metricsRegistry,
  startHttpServer,
  type HttpServerHandle,
} from '@groupmap/svc-kit';
import { mintTestIdentity, sampleValue, testIdentityKeys, waitFor } from '@groupmap/svc-kit/testing';
import express from 'express';
import WebSocket from 'ws';
import { ConnectionCaps } from './connection-caps';
import { fanOutMapEvent, type MapEvent } from './fan-out';
import { attachLiveChannel, type LiveChannel } from './live-channel';
import { LIVE_SOCKETS_METRIC, MESSAGES_SENT_METRIC } from './live-metrics';
import { MapRooms } from './map-rooms';

const logger = createLogger({ name: 'realtime-test', level: 'silent' });
const rooms = new MapRooms();
let http: HttpServerHandle;
let channel: LiveChannel;

beforeAll(async () => {
  http = await startHttpServer(express(), { port: 0, logger });
  channel = attachLiveChannel(http.server, {
    logger,
    identityPublicKey: testIdentityKeys.publicKey,
    rooms,
    authorizeJoin: async () => ({
      allowed: true,
      mapId: 7,
      ownerId: null,
      epoch: 'e1',
      passwordVersion: 0,
      grantExpiresAt: null,
    }),
  });
});

afterAll(async () => {
  await channel.close();
  await http.close();
});

const sockets = async () => (await sampleValue(metricsRegistry, LIVE_SOCKETS_METRIC)) ?? 0;
const sent = async () => (await sampleValue(metricsRegistry, MESSAGES_SENT_METRIC)) ?? 0;

/** Opens a socket on map 7's channel and resolves with it once its greeting arrived. */
function join(): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${http.port}/ws/map/seven`, {
    headers: { [IDENTITY_HEADER]: mintTestIdentity() },
  });
  return new Promise((resolve, reject) => {
    ws.once('message', () => resolve(ws));
    ws.once('error', reject);
  });
}

const locationDeleted = (seq: number): MapEvent =>
  ({
    type: 'maps.location.deleted.v1',
    sequence: seq,
    payload: { mapId: 7, passwordVersion: 0, locationId: seq },
  }) as unknown as MapEvent;

describe('realtime metrics', () => {
  it('count the joined sockets, up on join and down on close', async () => {
    expect(await sockets()).toBe(0);
    const first = await join();
    const second = await join();
    expect(await sockets()).toBe(2);
    first.close();
    second.close();
    await waitFor('both sockets to leave', async () => (await sockets()) === 0);
  });

  it('count every message sent: the greeting and each change fanned out', async () => {
    const before = await sent();
    const ws = await join();
    expect(await sent()).toBe(before + 1);
    const received = new Promise((resolve) => ws.once('message', resolve));
    fanOutMapEvent(rooms, locationDeleted(1));
    await received;
    expect(await sent()).toBe(before + 2);
    ws.close();
  });

  it("count a socket cap's refusal as a rate-limit refusal, by cap", async () => {
    const refusals = () =>
      sampleValue(metricsRegistry, 'rate_limit_refusals_total', { limiter: 'live-sockets-per-session' });
    const caps = new ConnectionCaps({
      sessionSocketLimit: 1,
      ipSocketLimit: 100,
      cookielessIpSocketLimit: 100,
    });
    caps.reserve({ sessionId: 's1', ip: '203.0.113.5' });
    caps.reserve({ sessionId: 's1', ip: '203.0.113.5' });
    expect(await refusals()).toBe(1);
  });
});
