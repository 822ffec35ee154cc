/**
 * True when an `Origin` header names the gateway's public origin (PUBLIC_ORIGIN, normalised by the
 * config): scheme, host and port exactly. `null` (sandboxed or opaque documents), another scheme or
 * port, and a header sent twice (Node joins the values) are all foreign. The one place that decides
 * "ours", for the CSRF check and the WebSocket handshake alike.
 *
 * `devOrigins` (DEV_ORIGINS, never set in production: the config refuses it) are development pages
 * served from another origin, trusted by the same exact comparison.
 */
export function isOwnOrigin(
  origin: string | undefined,
  publicOrigin: string,
  devOrigins: readonly string[] = [],
): origin is string {
  return origin !== undefined && (origin === publicOrigin || devOrigins.includes(origin));
}
