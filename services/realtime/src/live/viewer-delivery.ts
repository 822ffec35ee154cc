import type { LiveViewer } from './map-rooms';
import { sendWithinBuffer } from './socket-guards';
import type { LivePayload } from './socket-outbox';

/**
 * Sends one change to one socket, the single place live fan-out and catch-up send changes through.
 * A socket still catching up holds it (sent after its history); a change whose `seq` the socket
 * already had (from its history, or a redelivery) is dropped, so a client never sees one twice.
 */
export function deliverChange(viewer: LiveViewer, seq: number, text: LivePayload): void {
  if (viewer.held) {
    viewer.held.push({ seq, text });
    return;
  }
  if (seq <= viewer.lastSeq) return;
  viewer.lastSeq = seq;
  // Bounded: a slow consumer is cut off (socket-guards.ts) instead of slowing everyone else.
  sendWithinBuffer(viewer.ws, text);
}
