import { mapAccessCheckReplySchema, messages, type ErrorCode } from '@groupmap/contracts';
import { requestRpc, type Identity, type Logger } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';

/** What joining a map's channel needs from maps (its `maps.access.check` answer). */
export interface GrantedJoin {
  allowed: true;
  mapId: number;
  ownerId: number | null;
  epoch: string;
  passwordVersion: number;
  /** When the grant the access rests on ends (ISO), or null. */
  grantExpiresAt: string | null;
  /** The identities on the map a mailed link bound to the session (issue 26): their locations are its. */
  contributorIds?: readonly number[];
}

/** Why the upgrade is refused: answered as any other HTTP failure. */
export interface RefusedJoin {
  allowed: false;
  status: number;
  code: ErrorCode;
  message: string;
}

export type JoinDecision = GrantedJoin | RefusedJoin;

/** Decides whether `identity` may join the channel of the map at `permalink`. */
export type AuthorizeJoin = (permalink: string, identity: Identity) => Promise<JoinDecision>;

/**
 * How long a join waits for maps before answering 503 (the browser then retries with backoff). Long
 * enough for the crowd that rejoins at once after a restart: a 503 sends a socket's next try 8-30 s
 * later, so failing a check maps would have answered in 4 s costs far more than waiting for it.
 */
const ACCESS_CHECK_TIMEOUT_MS = 10_000;

const refused = (status: number, code: ErrorCode, message: string): RefusedJoin => ({
  allowed: false,
  status,
  code,
  message,
});

/**
 * Asks maps (`rpc.maps.access.check`, by permalink) whether the identity may read the map, with the
 * same rule as reading its locations: an unknown map is 404 "Map not found", no access is 403 with
 * the password-protected text, and maps not answering is 503.
 */
export function mapAccessAuthorizer({
  nc,
  prefix,
  logger,
}: {
  nc: NatsConnection;
  prefix: string;
  logger: Logger;
}): AuthorizeJoin {
  return async (permalink, identity) => {
    let reply;
    try {
      reply = await requestRpc({
        nc,
        prefix,
        name: 'maps.access.check',
        body: { permalink, sessionId: identity.sessionId, userId: identity.userId },
        reply: mapAccessCheckReplySchema,
        timeoutMs: ACCESS_CHECK_TIMEOUT_MS,
      });
    } catch (error) {
      logger.warn({ err: error, requestId: identity.requestId }, 'map access check failed');
      return refused(503, 'service_unavailable', messages.serviceUnavailable);
    }
    if (reply.mapId === null) return refused(404, 'not_found', messages.mapNotFound);
    if (!reply.allowed) return refused(403, 'password_required', messages.mapPasswordProtected);
    return {
      allowed: true,
      mapId: reply.mapId,
      ownerId: reply.ownerId,
      epoch: reply.epoch,
      passwordVersion: reply.passwordVersion,
      grantExpiresAt: reply.grantExpiresAt,
      contributorIds: reply.contributorIds ?? [],
    };
  };
}
