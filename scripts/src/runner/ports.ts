// Port checks: whether a port is free to listen on, and whether something answers on it.
import { execFile } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

const CONNECT_TIMEOUT_MS = 1000;

/** True when nothing listens on the port (we could bind it on every interface). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolvePromise(true)));
  });
}

/** True when a TCP connection to host:port is accepted. */
export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ port, host });
    const done = (result: boolean) => {
      socket.destroy();
      resolvePromise(result);
    };
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Names the process listening on a port (`nats-server, pid 2941`) using `ss`, so "port in use"
 * errors say who holds it. Resolves undefined when `ss` is missing or says nothing.
 */
export function describePortOwner(port: number): Promise<string | undefined> {
  return new Promise((resolvePromise) => {
    execFile('ss', ['-H', '-ltnp', `sport = :${port}`], { timeout: CONNECT_TIMEOUT_MS }, (error, stdout) => {
      if (error) return resolvePromise(undefined);
      const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(stdout);
      resolvePromise(match ? `${match[1]}, pid ${match[2]}` : undefined);
    });
  });
}
