import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { messages } from '@groupmap/contracts';
import { forbidden, HttpError, notFound, refuseUpgrade, serviceUnavailable } from '@groupmap/svc-kit';
import type { Logger } from 'pino';
import { clientIp } from './client-ip';
import { isOwnOrigin } from './csrf/own-origin';
import type { IdentityForwarder } from './identity/forward-identity';
import type { UpstreamProxies } from './proxy/upstream-proxies';
import { assignRequestId } from './request-id';
import { hasPathPrefix } from './routing/resolve-route';
import type { ResolveRequestSession } from './session/resolve-request-session';

const WEBSOCKET_PREFIX = '/ws';

export interface WebSocketUpgrades {
  /** The server's `upgrade` listener. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Ends every proxied WebSocket; clients reconnect (with backoff) to another replica. */
  closeAll(): void;
}

export interface WebSocketUpgradeDeps {
  proxies: UpstreamProxies;
  resolveSession: ResolveRequestSession;
  forwardIdentity: IdentityForwarder;
  trustedProxyHops: number;
  /** The only Origin a handshake may come from (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** Extra Origins trusted outside production (DEV_ORIGINS). */
  devOrigins?: readonly string[];
  logger: Logger;
}

/**
 * Forwards WebSocket upgrades under /ws/* to realtime. Upgrades bypass Express, so this does for them
 * what the middleware chain does for plain requests: a fresh request id, the visitor's session, the
 * client's identity and forwarding headers replaced by a signed identity token, and a text/plain
 * error when it cannot go on.
 *
 * Only pages of our own origin may open a socket: the handshake carries the visitor's cookies and
 * is not subject to CORS, so without this any site could join a map's channel as its visitor
 * (cross-site WebSocket hijacking). Browsers always send Origin on a handshake, so a missing one is
 * refused too; a client that is not a browser can send any header it likes (the check protects
 * browsers, not against them), and the platform's own node clients send PUBLIC_ORIGIN.
 *
 * An upgrade never creates a session: its 101 answer comes from realtime, so no cookie could be set
 * and the session would be lost. The page that opens the socket has set the cookie already; without
 * a valid one the socket is a visitor without a session. When auth cannot be asked the upgrade
 * answers 503 (the client reconnects with backoff) rather than joining without the user.
 */
export function createWebSocketUpgrades({
  proxies,
  resolveSession,
  forwardIdentity,
  trustedProxyHops,
  publicOrigin,
  devOrigins = [],
  logger,
}: WebSocketUpgradeDeps): WebSocketUpgrades {
  const open = new Set<Duplex>();

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client resetting mid-handshake must not crash the process.
    socket.on('error', (err) => logger.debug({ err }, 'client WebSocket error'));
    const pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (!hasPathPrefix(pathname, WEBSOCKET_PREFIX)) {
      refuseUpgrade(socket, notFound());
      return;
    }
    if (!isOwnOrigin(req.headers.origin, publicOrigin, devOrigins)) {
      logger.debug({ origin: req.headers.origin, url: req.url }, 'WebSocket upgrade from a foreign origin');
      refuseUpgrade(socket, forbidden());
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    const requestId = assignRequestId(req);
    const ip = clientIp(req, trustedProxyHops);
    resolveSession(req.headers, {}).then(
      (outcome) => {
        if (outcome.kind === 'unavailable') {
          refuseUpgrade(socket, serviceUnavailable());
          return;
        }
        const session = outcome.kind === 'session' ? outcome.session : null;
        forwardIdentity(req, { session, ip, audience: 'realtime' });
        proxies.upgradeRealtime(req, socket as Socket, head);
      },
      (err: unknown) => {
        logger.error({ err, requestId }, 'could not prepare WebSocket upgrade');
        refuseUpgrade(socket, new HttpError(500, 'server_error', messages.serverError));
      },
    );
  };

  return {
    handleUpgrade,
    closeAll() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
  };
}
