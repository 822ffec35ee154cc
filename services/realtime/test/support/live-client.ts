import { liveFrameMessages } from '@groupmap/contracts';
import { IDENTITY_HEADER, type Identity } from '@groupmap/svc-kit';
import { mintTestIdentity } from '@groupmap/svc-kit/testing';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';

/** A message as received: parsed, and its text (as sent on the wire, or its part of a batch frame). */
export interface Received {
  message: Record<string, unknown> & { type: string };
  text: string;
}

/** A real `ws` client on a live channel that queues every message from the first one on. */
export interface LiveClient {
  ws: WebSocket;
  /** The next message not taken yet (waits for it). */
  next(timeoutMs?: number): Promise<Received>;
  /** Resolves the close code once the server closes the socket. */
  closed: Promise<number>;
  /** Every frame's text as it came, `connected` included (a batch frame holds several messages). */
  frames: string[];
}

/** The HTTP answer to an upgrade the server refused. */
export interface Refusal {
  status: number;
  code: string | undefined;
  body: string;
}

/** The channel's URL; `query` is a rejoining client's resume point (`since`, `epoch`). */
const channelUrl = (port: number, permalink: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `ws://127.0.0.1:${port}/ws/map/${encodeURIComponent(permalink)}${search ? `?${search}` : ''}`;
};

/** Opens the channel of `permalink` as `identity` (as the gateway would forward it). */
function open(
  port: number,
  permalink: string,
  identity: Partial<Identity>,
  query?: Record<string, string>,
): WebSocket {
  return new WebSocket(channelUrl(port, permalink, query), {
    headers: { [IDENTITY_HEADER]: mintTestIdentity(identity, 'realtime') },
  });
}

/**
 * Joins the channel (resuming from `query`'s `since`/`epoch` when given) and waits for `connected`
 * (or the socket's close).
 */
export async function joinChannel(
  port: number,
  permalink: string,
  identity: Partial<Identity>,
  query?: Record<string, string>,
): Promise<LiveClient> {
  const ws = open(port, permalink, identity, query);
  const queue: Received[] = [];
  const waiting: ((received: Received) => void)[] = [];
  const frames: string[] = [];
  ws.on('message', (data: Buffer) => {
    const frame = data.toString();
    frames.push(frame);
    const messages = liveFrameMessages(JSON.parse(frame)) as Received['message'][];
    for (const message of messages) {
      const received = { message, text: messages.length === 1 ? frame : JSON.stringify(message) };
      const waiter = waiting.shift();
      if (waiter) waiter(received);
      else queue.push(received);
    }
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  const next = (timeoutMs = 5_000) => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise<Received>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no message within ${timeoutMs} ms`)), timeoutMs);
      waiting.push((received) => {
        clearTimeout(timer);
        resolve(received);
      });
    });
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  // A fresh join is told `connected` first; a rejoining socket after its catch-up, which stays
  // queued for `next()` in order. A socket closed before it (its access changed) is returned as is.
  const beforeConnected: Received[] = [];
  for (;;) {
    const received = await Promise.race([next(), closed.then(() => undefined)]);
    if (received === undefined || received.message.type === 'connected') break;
    if (!query?.since) throw new Error(`first message was ${received.text}`);
    beforeConnected.push(received);
  }
  queue.unshift(...beforeConnected);
  return { ws, next, closed, frames };
}

/** Opens the channel and resolves how the server refused the upgrade (fails if it was accepted). */
export function refusedJoin(port: number, permalink: string, identity: Partial<Identity>): Promise<Refusal> {
  const ws = open(port, permalink, identity);
  return new Promise((resolve, reject) => {
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => {});
    ws.on('unexpected-response', (_req, res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          code: res.headers['x-error-code'] as string | undefined,
          body,
        }),
      );
    });
  });
}
