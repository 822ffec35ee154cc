import type { StartNatsSide } from '@groupmap/svc-kit';
import { followMapEvents } from './live/follow-map-events';
import { followSessionEnds } from './live/follow-session-ends';
import type { MapRooms } from './live/map-rooms';

/**
 * Realtime on NATS: its broadcast subscriptions to map events, fanned out to `rooms` (the sockets the
 * live channel holds), and to ended sessions, whose sockets it closes. The composition root and the wiring suite start it; a new subscription is added
 * here (and to its entry in BUS_ACCESS, contracts/src/events/bus-access.ts, which its NATS permissions
 * come from). The live channel's `maps.access.check` requests are listed there too.
 */
export function realtimeNatsSide(rooms: MapRooms): StartNatsSide {
  return async ({ nc, prefix, logger }) => {
    const mapEvents = await followMapEvents({ nc, prefix, logger, rooms });
    const sessionEnds = await followSessionEnds({ nc, prefix, logger, rooms });
    return [
      { name: 'map events', run: mapEvents.stop },
      { name: 'session ends', run: sessionEnds.stop },
    ];
  };
}
