import type { StartStatelessNatsSide } from '@groupmap/svc-kit';
import { followMapEvents } from './live/follow-map-events';
import { followSessionEnds } from './live/follow-session-ends';
import type { MapRooms } from './live/map-rooms';
import { LivePresence } from './live/presence';
import { sharePresence } from './live/share-presence';

/**
 * Realtime on NATS: its broadcast subscriptions to map events, fanned out to `rooms` (the sockets the
 * live channel holds), and to ended sessions, whose sockets it closes. The composition root and the wiring suite start it; a new subscription is added
 * here (and to its entry in BUS_ACCESS, contracts/src/events/bus-access.ts, which its NATS permissions
 * come from). The live channel's `maps.access.check` requests are listed there too.
 */
// Presence is shared with the other replicas on a core subject (`sharePresence`); the live channel
// counts its sockets into the same `presence`.
export function realtimeNatsSide(
  rooms: MapRooms,
  presence = new LivePresence(rooms),
): StartStatelessNatsSide {
  return async ({ nc, prefix, logger }) => {
    const mapEvents = await followMapEvents({ nc, prefix, logger, rooms });
    const sessionEnds = await followSessionEnds({ nc, prefix, logger, rooms });
    const sharedPresence = sharePresence({ nc, prefix, logger, presence });
    return [
      { name: 'map events', run: mapEvents.stop },
      { name: 'session ends', run: sessionEnds.stop },
      { name: 'presence', run: sharedPresence.stop },
    ];
  };
}
