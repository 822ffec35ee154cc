import { MAP_EVENT_TYPES } from '@groupmap/contracts';
import { subscribeBroadcast, type Logger } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';

export interface FollowMapEventsDeps {
  nc: NatsConnection;
  prefix: string;
  logger: Logger;
}

/**
 * Follows the maps stream in this replica (a broadcast subscription: every realtime replica sees every
 * map event). Fanning events out to the sockets of their map needs the socket's map id, which joining
 * learns from maps (`maps.access.check`) in the live-channel issue; until then events are only logged.
 */
export function followMapEvents({
  nc,
  prefix,
  logger,
}: FollowMapEventsDeps): Promise<{ stop(): Promise<void> }> {
  return subscribeBroadcast({
    nc,
    prefix,
    stream: 'maps',
    filterSubjects: MAP_EVENT_TYPES,
    logger,
    handle: (event) => {
      logger.debug({ eventId: event.id, type: event.type, mapId: event.aggregateId }, 'map event');
    },
  });
}
