/**
 * When a live client rejoins after its socket closed: the map page's (mf-map live-connection.ts) and
 * the soak's viewers, which behave as the page does. Spec section 9: the first reconnect comes 1
 * second after a close.
 */
export const FIRST_RECONNECT_MS = 1000;
/** Later ones double up to about this much (decisions.md, Live channel: back off with jitter). */
export const MAX_RECONNECT_MS = 30_000;
/** A connection open this long counts as stable: the next close starts again at 1 second. */
export const STABLE_CONNECTION_MS = 10_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a stable connection):
 * 1 s, 2 s, 4 s... capped, each stretched by up to half again at random, so that clients a replica
 * restart dropped together do not all come back in the same second. Never under 1 s, never over the
 * cap.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = FIRST_RECONNECT_MS * 2 ** Math.min(Math.max(attempt, 0), 16);
  const jittered = Math.min(base, MAX_RECONNECT_MS / 1.5) * (1 + random() * 0.5);
  return Math.round(Math.min(Math.max(jittered, FIRST_RECONNECT_MS), MAX_RECONNECT_MS));
}
