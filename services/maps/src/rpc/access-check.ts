import { mapAccessCheckReplySchema, mapAccessCheckRequestSchema } from '@groupmap/contracts';
import { serveRpc, type Logger, type RpcResponder } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { findMapById } from '../db/map-repository';
import { canRead } from '../domain/map-access';
import { SERVICE } from '../schema';

export interface AccessCheckOptions {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
  /** The time now (default: the system clock); an expired grant answers `allowed: false`. */
  clock?: () => Date;
}

/** Answers `maps.access.check` (realtime asks it before a socket joins a map's live channel). */
export function startAccessCheckResponder({
  nc,
  knex,
  prefix,
  logger,
  clock = () => new Date(),
}: AccessCheckOptions): Promise<RpcResponder> {
  return serveRpc({
    nc,
    prefix,
    logger,
    queue: SERVICE,
    name: 'maps.access.check',
    request: mapAccessCheckRequestSchema,
    reply: mapAccessCheckReplySchema,
    handle: async ({ mapId, sessionId, userId }) => {
      const map = await findMapById(knex, mapId);
      if (!map) return { allowed: false, passwordVersion: 0 };
      const { allowed } = await canRead(knex, map, { sessionId, userId }, clock());
      return { allowed, passwordVersion: map.password_version };
    },
  });
}
