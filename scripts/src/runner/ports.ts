// Port checks: whether a port is free to listen on, and whether something answers on it.
import { execFile } from 'node:child_process';
import { createConnection, createServer, type AddressInfo, type Server } from 'node:net';

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

/**
 * Replaces every 0 among `ports` with a port free right now (0 means "a free one" for every port
 * variable). The picks are all held open at once, so no two of them are the same.
 */
export async function resolveFreePorts<Name extends string>(
  ports: Record<Name, number>,
): Promise<Record<Name, number>> {
  const wanted = (Object.keys(ports) as Name[]).filter((name) => ports[name] === 0);
  const servers = await Promise.all(
    wanted.map(
      () =>
        new Promise<Server>((resolvePromise, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolvePromise(server));
        }),
    ),
  );
  const resolved = { ...ports };
  wanted.forEach((name, index) => (resolved[name] = (servers[index]!.address() as AddressInfo).port));
  await Promise.all(servers.map((server) => new Promise((resolvePromise) => server.close(resolvePromise))));
  return resolved;
}
