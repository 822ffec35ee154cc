import type { IncomingHttpHeaders } from 'node:http';

/** Every header in this namespace is the gateway's to set (the identity token is one of them). */
const GATEWAY_HEADER_PREFIX = 'x-groupmap-';

/**
 * Client-sent headers that would let a caller claim another address or origin. Only the gateway
 * decides the client IP (it travels in the identity token), so none of these reach a service.
 */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'x-client-ip',
  // Node answered any `Expect: 100-continue` already; forwarding it would make the upstream answer
  // it a second time into the body stream.
  'expect',
]);

/**
 * The browser's credentials. Services never need them (the identity token says who is calling), and
 * a static server or a compromised service must not be able to read or replay a session secret.
 */
const CREDENTIAL_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization']);

/**
 * Removes, in place, every request header a client must not be able to pass to an upstream, and the
 * credentials no upstream needs.
 */
export function stripUntrustedHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) {
    if (
      name.startsWith(GATEWAY_HEADER_PREFIX) ||
      FORWARDING_HEADERS.has(name) ||
      CREDENTIAL_HEADERS.has(name)
    )
      delete headers[name];
  }
}
