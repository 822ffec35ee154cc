import { MAP_EVENT_TYPES } from '@groupmap/contracts';
import { subscribeBroadcast, type Logger } from '@groupmap/svc-kit';
import type { NatsConnection } from 'nats';
import { fanOutMapEvent } from './fan-out';
import type { MapRooms } from './map-rooms';

export interface FollowMapEventsDeps {
  nc: NatsConnection;
  prefix: string;
  logger: Logger;
  /** This replica's sockets by map. */
  rooms: MapRooms;
}

/**
 * Follows the maps stream in this replica (a broadcast subscription: every realtime replica sees every
 * map event) and fans each event out to this replica's sockets on its map.
 */
export function followMapEvents({
  nc,
  prefix,
  logger,
  rooms,
}: FollowMapEventsDeps): Promise<{ stop(): Promise<void> }> {
  return subscribeBroadcast({
    nc,
    prefix,
    stream: 'maps',
    filterSubjects: MAP_EVENT_TYPES,
    logger,
    handle: (event) => fanOutMapEvent(rooms, event),
  });
}
