import { LIVE_CLOSE_ACCESS_CHANGED, messages } from '@groupmap/contracts';
import {
  HttpError,
  IDENTITY_HEADER,
  notFound,
  refuseUpgrade,
  REQUEST_ID_HEADER,
  requestIdFrom,
  runWithRequestId,
  serviceUnavailable,
  unauthorized,
  verifyIdentityToken,
  type Identity,
  type Logger,
} from '@groupmap/svc-kit';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { catchUp } from './catch-up';
import { channelPermalink } from './channel-path';
import { serialise } from './live-messages';
import type { AuthorizeJoin, GrantedJoin } from './map-access';
import type { ReadMissedChanges } from './missed-changes-reader';
import type { LiveViewer, MapRooms } from './map-rooms';
import { resumePoint, type ResumePoint } from './resume-point';
import { createLiveGuards } from './live-guards';
import { countSocketClosed, countSocketOpened } from './live-metrics';
import { sendWithinBuffer } from './socket-guards';
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live-limits';
import type { LivePresence } from './presence';

export interface LiveChannelDeps {
  logger: Logger;
  identityPublicKey: string;
  /** This replica's sockets by map, which the map events are fanned out to. */
  rooms: MapRooms;
  /** Asks maps whether the identity may read the map (`mapAccessAuthorizer`). */
  authorizeJoin: AuthorizeJoin;
  /**
   * Reads what a rejoining socket missed from maps (`missedChangesReader`, `maps.changes.since`). The
   * service always passes it; without it (tests of other concerns) a resume point is ignored.
   */
  readMissed?: ReadMissedChanges;
  /** Socket caps, message rate, send buffer bound, heartbeat (`DEFAULT_LIVE_LIMITS` for what is left out). */
  limits?: Partial<LiveLimits>;
  /** Presence shared with the other replicas; without it no `presence` message is sent. */
  presence?: LivePresence;
}

export interface LiveChannel {
  /** Closes every socket with 1001 (going away) so clients reconnect to another replica. */
  close(): Promise<void>;
}

/** The longest delay a Node timer takes (about 24.8 days); a longer wait closes early and rejoins. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Closes a socket whose access rests on a password grant when the grant ends (4403): the client
 * reconnects and the join asks maps again, which refuses an expired grant.
 */
function closeWhenGrantEnds(ws: WebSocket, grantExpiresAt: string | null): NodeJS.Timeout | undefined {
  if (grantExpiresAt === null) return undefined;
  const delay = Math.max(0, Math.min(Date.parse(grantExpiresAt) - Date.now(), MAX_TIMER_MS));
  return setTimeout(() => ws.close(LIVE_CLOSE_ACCESS_CHANGED, 'grant ended'), delay);
}

/** WebSocket close code for a server going down (RFC 6455). */
const GOING_AWAY = 1001;

/**
 * The largest message a client may send. Clients have nothing to say on the channel (what they send
 * is ignored), so it is small: a bigger one closes the socket with 1009 (message too big), instead
 * of `ws`' default of 100 MiB being buffered.
 */
export const LIVE_MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

const tokenOf = (req: IncomingMessage) => {
  const header = req.headers[IDENTITY_HEADER];
  return Array.isArray(header) ? header[0] : header;
};

/**
 * Serves the maps' live channels, `/ws/map/{permalink}`, on the service's HTTP server. The gateway
 * forwards the upgrade with its identity token, verified here as for any API call; then maps is asked
 * whether that identity may read the map, before anything is sent (unknown map 404, no access 403,
 * maps unreachable 503; other paths 404). A joined socket is told `{type:'connected'}` and sits in its
 * map's room, where `fanOutMapEvent` reaches it; one naming a resume point (`?since={seq}&epoch=`)
 * first gets what it missed, or `refetch` (`catchUp`).
 */
export function attachLiveChannel(
  server: Server,
  { logger, identityPublicKey, rooms, authorizeJoin, readMissed, limits, presence }: LiveChannelDeps,
): LiveChannel {
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_MAX_CLIENT_MESSAGE_BYTES });
  const log = logger.child({ component: 'live-channel' });
  let closing = false;
  const guards = createLiveGuards(limits, presence);
  const catchUpWindowMs = limits?.catchUpWindowMs ?? DEFAULT_LIVE_LIMITS.catchUpWindowMs;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const permalink = channelPermalink(req.url);
    if (permalink === null) {
      refuseUpgrade(socket, notFound());
      return;
    }
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const identity = verifyIdentityToken(identityPublicKey, tokenOf(req), 'realtime', requestId);
    if (!identity) {
      refuseUpgrade(socket, unauthorized());
      return;
    }
    // Over a cap (per session, per IP) the upgrade is refused 429 before maps is asked anything.
    if (!guards.admit(identity, socket)) return;
    // The join runs in the upgrade's request-id scope, as an API call's handlers do: its RPCs (maps'
    // access check, the catch-up's history) send the gateway's request id in their NATS headers and
    // its log lines carry it, so one join can be followed from the gateway's access log.
    runWithRequestId(identity.requestId, () => {
      // A client that vanishes while maps is asked must not crash the process.
      const ignoreError = () => {};
      socket.on('error', ignoreError);
      const decided = authorizeJoin(permalink, identity).catch((error: unknown) => {
        log.error({ err: error, requestId: identity.requestId }, 'join check failed');
        return {
          allowed: false,
          status: 503,
          code: 'service_unavailable',
          message: messages.serviceUnavailable,
        } as const;
      });
      void decided.then((decision) => {
        socket.off('error', ignoreError);
        if (closing) {
          refuseUpgrade(socket, serviceUnavailable());
        } else if (!decision.allowed) {
          refuseUpgrade(socket, new HttpError(decision.status, decision.code, decision.message));
        } else {
          const resume = resumePoint(req.url);
          wss.handleUpgrade(req, socket, head, (ws) =>
            onConnection(ws, permalink, identity, decision, resume),
          );
        }
      });
    });
  };

  const onConnection = (
    ws: WebSocket,
    permalink: string,
    identity: Identity,
    join: GrantedJoin,
    resume: ResumePoint | null,
  ) => {
    // A rejoining socket holds live changes until its history is sent (catch-up); `since` is what
    // it already has, so nothing at or below it is sent again.
    const resuming = resume !== null && readMissed !== undefined;
    const viewer: LiveViewer = {
      ws,
      identity,
      rights: { userId: identity.userId, sessionId: identity.sessionId, contributorIds: join.contributorIds },
      held: resuming ? [] : null,
      lastSeq: resuming ? (resume.since ?? 0) : 0,
    };
    const room = rooms.join(
      join.mapId,
      { ownerId: join.ownerId, epoch: join.epoch, passwordVersion: join.passwordVersion },
      viewer,
    );
    const grantEnds = closeWhenGrantEnds(ws, join.grantExpiresAt);
    countSocketOpened();
    log.debug({ mapId: join.mapId, requestId: identity.requestId }, 'joined');
    // Accepted for compatibility with clients that send changes over the socket, never relayed
    // (decisions.md, Live channel): changes go through the API and come back as committed events.
    ws.on('message', () => {});
    ws.on('error', (error) => log.debug({ err: error, mapId: join.mapId }, 'socket error'));
    ws.once('close', () => {
      countSocketClosed();
      clearTimeout(grantEnds);
      rooms.leave(join.mapId, viewer);
    });
    const connected = serialise({ type: 'connected', data: { permalink } });
    // In the room before the history is read, so nothing committed meanwhile is missed. A rejoining
    // socket is told `connected` once it has caught up: from then on it is live, not before.
    if (resuming)
      void catchUp(viewer, room, join, resume, {
        readMissed,
        windowMs: catchUpWindowMs,
        logger: log,
        connected,
      });
    else sendWithinBuffer(ws, connected);
    guards.watch(ws, join.mapId, viewer);
  };

  server.on('upgrade', onUpgrade);

  return {
    close: async () => {
      closing = true;
      server.off('upgrade', onUpgrade);
      guards.stop();
      for (const client of wss.clients) client.close(GOING_AWAY, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
