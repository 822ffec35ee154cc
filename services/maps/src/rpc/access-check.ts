import {
  mapAccessCheckReplySchema,
  mapAccessCheckRequestSchema,
  type MapAccessCheckReply,
} from '@groupmap/contracts';
import { serveRpc, type Logger, type RpcResponder } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { findLiveGrantExpiry } from '../db/grant-repository';
import { canRead } from '../domain/map-access';
import { SERVICE } from '../schema';
import { accessCheckReads } from './access-check-batches';

/**
 * Access checks handled at once: enough to fill the batches (access-check-batches.ts) of a crowd
 * rejoining after a restart, bounded so that checks whose socket gave up waiting are shed here.
 */
const ACCESS_CHECKS_AT_ONCE = 200;

export interface AccessCheckOptions {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
  /** The time now (default: the system clock); an expired grant answers `allowed: false`. */
  clock?: () => Date;
}

/**
 * Answers `maps.access.check` (realtime asks it before a socket joins a map's live channel, naming
 * the map by the channel's permalink): whether the visitor may read the map, and what realtime needs
 * to serve the channel (the map's id and owner, the database's epoch, when a grant ends).
 */
export function startAccessCheckResponder({
  nc,
  knex,
  prefix,
  logger,
  clock = () => new Date(),
}: AccessCheckOptions): Promise<RpcResponder> {
  const reads = accessCheckReads(knex);
  return serveRpc({
    nc,
    prefix,
    logger,
    queue: SERVICE,
    name: 'maps.access.check',
    request: mapAccessCheckRequestSchema,
    reply: mapAccessCheckReplySchema,
    maxConcurrent: ACCESS_CHECKS_AT_ONCE,
    handle: async (request): Promise<MapAccessCheckReply> => {
      const { sessionId, userId } = request;
      const [map, epoch] = await Promise.all([
        request.mapId !== undefined
          ? reads.mapById.load(request.mapId)
          : reads.mapByPermalink.load(request.permalink),
        reads.epoch.load('epoch'),
      ]);
      if (!map) {
        return {
          allowed: false,
          passwordVersion: 0,
          mapId: null,
          ownerId: null,
          epoch,
          grantExpiresAt: null,
          contributorIds: [],
        };
      }
      const now = clock();
      const access = await canRead(knex, map, { sessionId, userId }, now);
      // Only access resting on a grant ends by itself; the owner's and a public map's do not.
      const grantExpiry =
        access.allowed && !access.isOwner && map.passwordProtected
          ? await findLiveGrantExpiry(knex, map.id, sessionId, map.passwordVersion, now)
          : null;
      return {
        allowed: access.allowed,
        passwordVersion: map.passwordVersion,
        mapId: map.id,
        ownerId: map.userId,
        epoch,
        grantExpiresAt: grantExpiry?.toISOString() ?? null,
        // Issue 26: realtime flags the locations of identities a mailed link bound to the session.
        contributorIds:
          access.allowed && sessionId !== null
            ? await reads.contributorIds.load({ mapId: map.id, sessionId })
            : [],
      };
    },
  });
}
