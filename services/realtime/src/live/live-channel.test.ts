import { messages } from '@groupmap/contracts';
import { IDENTITY_HEADER, createLogger, startHttpServer, type HttpServerHandle } from '@groupmap/svc-kit';
import { mintTestIdentity, testIdentityKeys } from '@groupmap/svc-kit/testing';
import express from 'express';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { attachLiveChannel, type LiveChannel } from './live-channel';

const logger = createLogger({ name: 'realtime-test', level: 'silent' });
let http: HttpServerHandle;
let channel: LiveChannel;

beforeAll(async () => {
  http = await startHttpServer(express(), { port: 0, logger });
  channel = attachLiveChannel(http.server, { logger, identityPublicKey: testIdentityKeys.publicKey });
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

  it('closes open sockets with "going away" when the service shuts down', async () => {
    const server = await startHttpServer(express(), { port: 0, logger });
    const ownChannel = attachLiveChannel(server.server, {
      logger,
      identityPublicKey: testIdentityKeys.publicKey,
    });
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
