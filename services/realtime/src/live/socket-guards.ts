import { WebSocket } from 'ws';
import { sendLive, type LivePayload } from './socket-outbox';

/** WebSocket close code for a message that breaks the server's policy (RFC 6455). */
export const POLICY_VIOLATION = 1008;

/**
 * A fixed window of message counts: `take` answers false once more than `limit` messages arrived
 * within `windowMs` of the window's first one.
 */
export class MessageRateWindow {
  private windowStart = -Infinity;
  private count = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(now: number): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limit;
  }
}

/**
 * Closes the socket with 1008 (policy violation) once it sends more than `limit` messages per window.
 * What clients send is ignored anyway; this only stops a client from making the server read floods.
 */
export function limitMessageRate(ws: WebSocket, limit: number, windowMs: number): void {
  const window = new MessageRateWindow(limit, windowMs);
  const onMessage = () => {
    if (window.take(Date.now())) return;
    ws.off('message', onMessage);
    ws.close(POLICY_VIOLATION, 'too many messages');
  };
  ws.on('message', onMessage);
}

/** Each socket's send buffer bound, set when it joins (sockets without one are never cut off). */
const sendBufferBounds = new WeakMap<WebSocket, number>();

/** Bounds what may wait to be sent on `ws` (`sendWithinBuffer`). */
export function boundSendBuffer(ws: WebSocket, maxBytes: number): void {
  sendBufferBounds.set(ws, maxBytes);
}

/**
 * Sends `text` on an open socket, unless more than its bound is still waiting to be sent: such a slow
 * consumer is terminated instead (its client reconnects and catches up), so it neither grows the
 * server's memory nor slows the fan-out to everyone else. Answers whether the text was sent (or is
 * due this turn, in order: `sendLive` batches what one turn has for a socket).
 */
export function sendWithinBuffer(ws: WebSocket, text: LivePayload): boolean {
  if (ws.readyState !== WebSocket.OPEN) return false;
  const bound = sendBufferBounds.get(ws);
  if (bound !== undefined && ws.bufferedAmount > bound) {
    ws.terminate();
    return false;
  }
  sendLive(ws, text);
  return true;
}
