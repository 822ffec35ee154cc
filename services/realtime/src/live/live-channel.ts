import { messages } from '@groupmap/contracts';
import { IDENTITY_HEADER, verifyIdentityToken, type Identity, type Logger } from '@groupmap/svc-kit';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { channelPermalink } from './channel-path';
import { refuseUpgrade } from './refuse-upgrade';

export interface LiveChannelDeps {
  logger: Logger;
  identityPublicKey: string;
}

export interface LiveChannel {
  /** Closes every socket with 1001 (going away) so clients reconnect to another replica. */
  close(): Promise<void>;
}

/** WebSocket close code for a server going down (RFC 6455). */
const GOING_AWAY = 1001;

/**
 * Serves the maps' live channels, `/ws/map/{permalink}`, on the service's HTTP server. The gateway
 * forwards the upgrade with its identity token, verified here as for any API call; other paths
 * answer 404. On connecting, the client is told `{type:'connected', data:{permalink}}`.
 */
export function attachLiveChannel(
  server: Server,
  { logger, identityPublicKey }: LiveChannelDeps,
): LiveChannel {
  const wss = new WebSocketServer({ noServer: true });
  const log = logger.child({ component: 'live-channel' });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const permalink = channelPermalink(req.url);
    if (permalink === null) {
      refuseUpgrade(socket, 404, 'not_found', messages.notFound);
      return;
    }
    const header = req.headers[IDENTITY_HEADER];
    const identity = verifyIdentityToken(
      identityPublicKey,
      Array.isArray(header) ? header[0] : header,
      'realtime',
    );
    if (!identity) {
      refuseUpgrade(socket, 401, 'unauthorized', messages.unauthorized);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, permalink, identity));
  };

  const onConnection = (ws: WebSocket, permalink: string, identity: Identity) => {
    log.debug({ permalink, sessionId: identity.sessionId, requestId: identity.requestId }, 'joined');
    ws.send(JSON.stringify({ type: 'connected', data: { permalink } }));
  };

  server.on('upgrade', onUpgrade);

  return {
    close: async () => {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(GOING_AWAY, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
