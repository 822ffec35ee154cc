import express from 'express';
import http from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { pino } from 'pino';
import { loopbackAddresses } from './listen-hosts';
import { startHttpServer } from './start-http-server';

const silent = pino({ level: 'silent' });

/** A GET over a keep-alive agent, resolving with the status and body. */
function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('startHttpServer', () => {
  it('lets an in-flight request finish on close, then refuses new connections', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    const app = express().get('/slow', async (_req, res) => {
      arrived();
      await released;
      res.send('done');
    });
    app.get('/fast', (_req, res) => {
      res.send('fast');
    });
    const handle = await startHttpServer(app, { port: 0, logger: silent });
    const agent = new http.Agent({ keepAlive: true });

    // A keep-alive connection left idle by an earlier request must not hold the shutdown open.
    await get(handle.port, '/fast', agent);
    const inFlight = get(handle.port, '/slow', agent);
    await slowArrived;

    let closed = false;
    const closing = handle.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);

    release();
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'done' });
    await closing;
    await expect(get(handle.port, '/fast', new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('cuts requests that outlive the drain timeout', async () => {
    let arrived!: () => void;
    const neverArrived = new Promise<void>((resolve) => (arrived = resolve));
    const app = express().get('/never', () => arrived());
    const handle = await startHttpServer(app, { port: 0, logger: silent, drainTimeoutMs: 100 });
    const stuck = get(handle.port, '/never', new http.Agent());
    await neverArrived;
    await handle.close();
    await expect(stuck).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

/** This machine's first address that is not loopback, if it has one (the container's eth0). */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
}

/** Resolves true when a TCP connection to host:port is accepted, false when refused. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('startHttpServer at chosen addresses (LISTEN_HOST)', () => {
  it('answers at every loopback address and nowhere else, and stops at all of them on close', async () => {
    const hosts = loopbackAddresses();
    const app = express().get('/ping', (_req, res) => {
      res.send('pong');
    });
    const handle = await startHttpServer(app, { port: 0, hosts, logger: silent });
    for (const host of hosts) {
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get({ host, port: handle.port, path: '/ping' }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      expect({ host, body }).toEqual({ host, body: 'pong' });
    }
    const outside = outsideAddress();
    if (outside) expect(await accepts(outside, handle.port)).toBe(false);
    await handle.close();
    for (const host of hosts)
      expect({ host, accepted: await accepts(host, handle.port) }).toEqual({ host, accepted: false });
  });
});
