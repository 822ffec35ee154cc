import type { StartNatsSide } from '@groupmap/svc-kit';

/**
 * Billing on NATS besides its outbox relay: nothing yet (it consumes no events and answers no rpc;
 * its app asks auth's `auth.user.get`). The composition root and the wiring suite start it; a new
 * consumer or responder is added here (and to its entry in BUS_ACCESS,
 * contracts/src/events/bus-access.ts, which its NATS permissions come from).
 */
export const startNatsSide: StartNatsSide = () => Promise.resolve([]);
