import { LIVE_BATCH_PREFIX, LIVE_BATCH_SUFFIX } from '@groupmap/contracts';
import { WebSocket } from 'ws';
import { countMessagesSent } from './live-metrics';

/** A message's text, or its UTF-8 bytes when fan-out encoded it once for many sockets. */
export type LivePayload = string | Buffer;

const PREFIX = Buffer.from(LIVE_BATCH_PREFIX);
const SUFFIX = Buffer.from(LIVE_BATCH_SUFFIX);
const COMMA = Buffer.from(',');

/** Per socket, the messages due but not yet sent this turn, in order (insertion order is send order). */
const due = new Map<WebSocket, LivePayload[]>();
/** Sockets that were sent a lone frame this turn: a second message waits for the turn's batch. */
const sentThisTurn = new Set<WebSocket>();
let flushScheduled = false;
let messagesThisTurn = 0;

/** The last batch built, reused by the next socket due the same messages (a room's sockets usually are). */
let lastBatch: { parts: LivePayload[]; frame: Buffer } | null = null;

const samePayloads = (a: readonly LivePayload[], b: readonly LivePayload[]) =>
  a.length === b.length && a.every((payload, i) => payload === b[i]);

function batchFrame(parts: LivePayload[]): Buffer {
  if (lastBatch && samePayloads(lastBatch.parts, parts)) return lastBatch.frame;
  const chunks: Buffer[] = [PREFIX];
  parts.forEach((part, i) => {
    if (i > 0) chunks.push(COMMA);
    chunks.push(typeof part === 'string' ? Buffer.from(part) : part);
  });
  chunks.push(SUFFIX);
  const frame = Buffer.concat(chunks);
  lastBatch = { parts, frame };
  return frame;
}

/** Writes one text frame (a Buffer is sent as text: `binary: false`). */
function write(ws: WebSocket, payload: LivePayload): void {
  ws.send(payload, { binary: false });
}

/** Sends what each socket was due this turn: one frame each, a batch when more than one message waits. */
function flush(): void {
  flushScheduled = false;
  sentThisTurn.clear();
  for (const [ws, parts] of due) {
    const [only] = parts;
    if (ws.readyState === WebSocket.OPEN) write(ws, parts.length === 1 && only ? only : batchFrame(parts));
  }
  due.clear();
  lastBatch = null;
  countMessagesSent(messagesThisTurn);
  messagesThisTurn = 0;
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  // After this turn's I/O callbacks: every event NATS delivered in the same read joins the batch.
  setImmediate(flush);
}

/**
 * Sends one message on an open socket, in order with everything sent through here. The first message
 * of a turn to an idle socket goes at once as a frame of its own (no added latency); the next ones,
 * or any while the socket still has data waiting (`bufferedAmount`), go at the end of the turn as
 * one batch frame (issue 27): fewer frames for realtime, the gateway's pipe and the browser.
 */
export function sendLive(ws: WebSocket, payload: LivePayload): void {
  messagesThisTurn += 1;
  scheduleFlush();
  const queued = due.get(ws);
  if (queued) {
    queued.push(payload);
    return;
  }
  if (ws.bufferedAmount === 0 && !sentThisTurn.has(ws)) {
    write(ws, payload);
    sentThisTurn.add(ws);
    return;
  }
  due.set(ws, [payload]);
}
