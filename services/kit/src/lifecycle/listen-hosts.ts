// Listening at a chosen set of addresses: `npm start` keeps every listener on the loopback
// addresses (LISTEN_HOST), containers listen on every interface as before.
import type { Server } from 'node:http';
import { createServer as createNetServer, isIP, type AddressInfo, type Server as NetServer } from 'node:net';
import { networkInterfaces } from 'node:os';

/** A LISTEN_HOST or GATEWAY_HOST value: comma-separated IP addresses, spaces and empty entries ignored. */
export function parseListenHosts(value: string): string[] {
  return value
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '');
}

/** True when every entry is an IP address (host names are not resolved for listening). */
export function areIpAddresses(hosts: readonly string[]): boolean {
  return hosts.every((host) => isIP(host) !== 0);
}

/** This machine's loopback addresses: 127.0.0.1, and ::1 where the machine has IPv6. */
export function loopbackAddresses(): string[] {
  const hasIpv6Loopback = Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.internal && address.address === '::1'),
  );
  return hasIpv6Loopback ? ['127.0.0.1', '::1'] : ['127.0.0.1'];
}

/**
 * Listens with `server` on `port` at every one of `hosts` (all interfaces when the list is empty).
 * One HTTP server takes one address, so each further address gets a bare TCP listener that hands
 * its connections to `server`: requests, upgrades and the drain on close see one server. Resolves
 * with the port listened on (the first address picks it when `port` is 0) and the extra listeners,
 * which the caller closes with the server.
 */
export async function listenOnHosts(
  server: Server,
  port: number,
  hosts: readonly string[],
): Promise<{ port: number; extras: NetServer[] }> {
  const [first, ...rest] = hosts;
  await listen(server, port, first);
  const actualPort = (server.address() as AddressInfo).port;
  const extras: NetServer[] = [];
  try {
    for (const host of rest) {
      const extra = createNetServer((socket) => server.emit('connection', socket));
      extras.push(extra);
      await listen(extra, actualPort, host);
    }
  } catch (error) {
    await Promise.all([server, ...extras].map(closeListener));
    throw error;
  }
  return { port: actualPort, extras };
}

function listen(server: NetServer, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops accepting on a listener; a listener that never listened is already closed. */
export function closeListener(server: NetServer): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
}
