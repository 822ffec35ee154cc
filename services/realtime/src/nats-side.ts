import type { StartNatsSide } from '@groupmap/svc-kit';
import { followMapEvents } from './live/follow-map-events';

/**
 * Realtime on NATS: its broadcast subscription to map events. The composition root and the wiring
 * suite start it; a new subscription is added here (and to its entry in BUS_ACCESS,
 * contracts/src/events/bus-access.ts, which its NATS permissions come from).
 */
export const startNatsSide: StartNatsSide = async ({ nc, prefix, logger }) => {
  const mapEvents = await followMapEvents({ nc, prefix, logger });
  return [{ name: 'map events', run: mapEvents.stop }];
};
