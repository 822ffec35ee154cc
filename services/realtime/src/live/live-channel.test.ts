import { messages } from '@groupmap/contracts';
import {
  IDENTITY_HEADER,
  createLogger,
  currentRequestId,
  startHttpServer,
  type HttpServerHandle,
} from '@groupmap/svc-kit';
import { mintTestIdentity, testIdentityKeys, waitFor } from '@groupmap/svc-kit/testing';
import express from 'express';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { attachLiveChannel, LIVE_MAX_CLIENT_MESSAGE_BYTES, type LiveChannel } from './live-channel';
import type { AuthorizeJoin } from './map-access';
import { MapRooms } from './map-rooms';

const logger = createLogger({ name: 'realtime-test', level: 'silent' });
let http: HttpServerHandle;
let channel: LiveChannel;
const rooms = new MapRooms();

/** Maps' answers, faked: "locked" is protected, "gone" does not exist, "down" finds maps unreachable. */
/** The request id the join check and the history read of each permalink ran under. */
const requestIdsSeen: string[] = [];
const authorizeJoin: AuthorizeJoin = async (permalink) => {
  requestIdsSeen.push(`join ${permalink} ${currentRequestId()}`);
  if (permalink === 'locked')
    return { allowed: false, status: 403, code: 'password_required', message: 'no' };
  if (permalink === 'gone') return { allowed: false, status: 404, code: 'not_found', message: 'gone' };
  if (permalink === 'down') throw new Error('maps unreachable');
  return { allowed: true, mapId: 7, ownerId: null, epoch: 'e1', passwordVersion: 0, grantExpiresAt: null };
};
// Only the request-id test names a resume point; the history is unreachable (catch-up has its own suite).
const readMissed = () => {
  requestIdsSeen.push(`history ${currentRequestId()}`);
  return Promise.reject(new Error('no history here'));
};
const deps = () => ({
  logger,
  identityPublicKey: testIdentityKeys.publicKey,
  rooms,
  authorizeJoin,
  readMissed,
});

beforeAll(async () => {
  http = await startHttpServer(express(), { port: 0, logger });
  channel = attachLiveChannel(http.server, deps());
});

afterAll(async () => {
  await channel.close();
  await http.close();
});

function open(path: string, headers: Record<string, string> = {}): WebSocket {
  return new WebSocket(`ws://127.0.0.1:${http.port}${path}`, { headers });
}

/** The HTTP answer to an upgrade the server refused. */
function refusal(ws: WebSocket): Promise<{ status: number; code: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => {});
    ws.on('unexpected-response', (_req, res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          code: res.headers['x-error-code'] as string | undefined,
          body,
        }),
      );
    });
  });
}

describe('live channel', () => {
  it('greets a client of /ws/map/{permalink} that came through the gateway', async () => {
    const ws = open('/ws/map/test', { [IDENTITY_HEADER]: mintTestIdentity() });
    const first = await new Promise<unknown>((resolve, reject) => {
      ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString())));
      ws.once('error', reject);
    });
    expect(first).toEqual({ type: 'connected', data: { permalink: 'test' } });
    ws.close();
  });

  it('decodes the permalink of the channel URL', async () => {
    const ws = open('/ws/map/caf%C3%A9-map', { [IDENTITY_HEADER]: mintTestIdentity() });
    const first = await new Promise<unknown>((resolve) =>
      ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
    );
    expect(first).toEqual({ type: 'connected', data: { permalink: 'café-map' } });
    ws.close();
  });

  it('refuses an upgrade without an identity token with 401', async () => {
    await expect(refusal(open('/ws/map/test'))).resolves.toEqual({
      status: 401,
      code: 'unauthorized',
      body: messages.unauthorized,
    });
  });

  it('refuses an upgrade on any other path with 404', async () => {
    await expect(refusal(open('/ws/elsewhere', { [IDENTITY_HEADER]: mintTestIdentity() }))).resolves.toEqual({
      status: 404,
      code: 'not_found',
      body: messages.notFound,
    });
  });

  it('passes on what the map access check refuses, before anything is sent', async () => {
    const token = { [IDENTITY_HEADER]: mintTestIdentity() };
    await expect(refusal(open('/ws/map/locked', token))).resolves.toEqual({
      status: 403,
      code: 'password_required',
      body: 'no',
    });
    await expect(refusal(open('/ws/map/gone', token))).resolves.toEqual({
      status: 404,
      code: 'not_found',
      body: 'gone',
    });
    await expect(refusal(open('/ws/map/down', token))).resolves.toEqual({
      status: 503,
      code: 'service_unavailable',
      body: messages.serviceUnavailable,
    });
  });

  it('asks for the join and the history under the request id of the upgrade', async () => {
    const token = { [IDENTITY_HEADER]: mintTestIdentity({ requestId: 'req-live-7' }) };
    const ws = open('/ws/map/traced?since=3&epoch=e1', token);
    // The fake history is unreachable: the socket is closed with "try again later" once it was read.
    await new Promise((resolve) => ws.once('close', resolve));
    expect(requestIdsSeen).toEqual(expect.arrayContaining(['join traced req-live-7', 'history req-live-7']));
    await waitFor('the room to empty', () => rooms.get(7) === undefined);
  });

  it('keeps a joined socket in its map’s room until it closes', async () => {
    const ws = open('/ws/map/test', { [IDENTITY_HEADER]: mintTestIdentity() });
    await new Promise((resolve) => ws.once('message', resolve));
    expect(rooms.get(7)?.viewers.size).toBe(1);
    expect(rooms.get(7)).toMatchObject({ ownerId: null, epoch: 'e1' });
    ws.close();
    await waitFor('the room to empty', () => rooms.get(7) === undefined);
  });

  it('closes a socket that sends a message over the size limit with 1009', async () => {
    const ws = open('/ws/map/test', { [IDENTITY_HEADER]: mintTestIdentity() });
    await new Promise((resolve) => ws.once('message', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send('x'.repeat(LIVE_MAX_CLIENT_MESSAGE_BYTES + 1));
    await expect(closed).resolves.toBe(1009);
  });

  it('closes open sockets with "going away" when the service shuts down', async () => {
    const server = await startHttpServer(express(), { port: 0, logger });
    const ownChannel = attachLiveChannel(server.server, deps());
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws/map/test`, {
      headers: { [IDENTITY_HEADER]: mintTestIdentity() },
    });
    await new Promise((resolve) => ws.once('message', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await ownChannel.close();
    await server.close();
    await expect(closed).resolves.toBe(1001);
  });
});
