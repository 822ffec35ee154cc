import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

const IPV4_MAPPED_PREFIX = '::ffff:';
const UNKNOWN_IP = '0.0.0.0';

/**
 * The client's IP address as the gateway decides it (architecture.md, Client IP): the socket's peer
 * when no proxy sits in front of us, otherwise the address seen by the farthest of `trustedProxyHops`
 * proxies, counted from the right of X-Forwarded-For. Entries further left were written by the
 * client and are never believed. With fewer entries than hops, the leftmost one is taken, as Express
 * does with a numeric `trust proxy`.
 */
export function clientIp(req: IncomingMessage, trustedProxyHops: number): string {
  // proxy-addr walks [socket, ...X-Forwarded-For from the right] while the trust function says yes.
  const address: string | undefined = proxyAddr(req, (_addr, index) => index < trustedProxyHops);
  // A socket that closed before we looked has no peer address; the token still needs a string.
  return normaliseIp((address ?? UNKNOWN_IP).trim());
}

/** Writes IPv4 peers of a dual-stack socket (`::ffff:10.0.0.1`) as plain IPv4, so limits key on one form. */
function normaliseIp(address: string): string {
  if (address.toLowerCase().startsWith(IPV4_MAPPED_PREFIX) && address.includes('.')) {
    return address.slice(IPV4_MAPPED_PREFIX.length);
  }
  return address;
}
