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
 * map event) and fans each event out to this replica's sockets on its map. One debug line per event
 * says how many sockets it reached; it carries the `reqId` of the request that made the change (the
 * subscription runs the handler in its scope), so an add can be followed from the gateway's access
 * line to every replica's fan-out. Ids and counts only: nothing of the map's content or its viewers.
 */
export function followMapEvents({
  nc,
  prefix,
  logger,
  rooms,
}: FollowMapEventsDeps): Promise<{ stop(): Promise<void> }> {
  const log = logger.child({ component: 'fan-out' });
  return subscribeBroadcast({
    nc,
    prefix,
    stream: 'maps',
    filterSubjects: MAP_EVENT_TYPES,
    logger,
    handle: (event) => {
      const viewers = fanOutMapEvent(rooms, event);
      log.debug(
        { eventId: event.id, type: event.type, mapId: event.payload.mapId, seq: event.sequence, viewers },
        'map event fanned out',
      );
    },
  });
}
