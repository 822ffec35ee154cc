// The live benchmark's viewers: a process of their own (forked by live-latency.ts) holding K
// WebSocket clients on one map. Each first loads the page's data as a browser does (its own visitor
// session, the map, its list), then joins the channel offering permessage-deflate, as browsers do.
// For every newLocation it notes when the last of the K viewers had it, on the clock all processes
// share (performance.timeOrigin + performance.now(), milliseconds since the epoch), and tells the
// parent over IPC. Messages: parent -> {type:'join', ...} | {type:'stop'}; child -> 'joined' | 'all'.
import { liveFrameMessages } from '@groupmap/contracts';
import { IDENTITY_HEADER, signIdentity } from '@groupmap/svc-kit';
import WebSocket from 'ws';
import { channelUrl, loadMap, newVisitor } from './live-browser';

export interface JoinRequest {
  type: 'join';
  baseUrl: string;
  permalink: string;
  viewers: number;
  /** Load the page's data for each viewer (false: one shared session, no list; the idle test). */
  browserLike: boolean;
  /**
   * Straight to one realtime process, with identity tokens signed as the gateway signs them (the
   * idle test: the gateway would hold two descriptors per socket, and 10,000 sockets would pass the
   * machine's limit of 20,000 descriptors per process).
   */
  direct?: { realtimeUrl: string; identityPrivateKey: string };
  /** The bare `ws` baseline's server (issue 27): its socket at `${url}/ws`, nothing loaded first. */
  bare?: { url: string };
}

export type ViewerReport =
  | { type: 'joined'; viewers: number; joinMs: number }
  | { type: 'all'; name: string; lastAt: number }
  | { type: 'error'; message: string };

/** Joins at most this many viewers at once (a crowd arriving, not a thundering herd). */
const JOIN_CONCURRENCY = 16;

const now = () => performance.timeOrigin + performance.now();
const send = (report: ViewerReport) => process.send!(report);

const sockets: WebSocket[] = [];
/** newLocation name -> how many viewers have it. */
const received = new Map<string, number>();
let expected = 0;

function onMessage(raw: WebSocket.RawData) {
  const at = now();
  // A batch frame holds several messages (issue 27); the baseline sends one frame per add.
  for (const message of liveFrameMessages(JSON.parse(raw.toString()))) countReceived(message, at);
}

function countReceived(message: unknown, at: number) {
  const { type, data } = message as { type: string; data?: { name?: string } };
  if (type !== 'newLocation' || !data?.name) return;
  const name = data.name;
  const count = (received.get(name) ?? 0) + 1;
  if (count === expected) {
    received.delete(name);
    send({ type: 'all', name, lastAt: at });
  } else received.set(name, count);
}

function open(url: string, origin: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin, headers, perMessageDeflate: true });
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    // The first message is `connected` (then any catch-up): the viewer is in the room.
    ws.once('message', () => {
      ws.off('error', reject);
      ws.on('error', () => undefined);
      ws.on('message', onMessage);
      resolve(ws);
    });
  });
}

/** The token the gateway would forward for a visitor without a session (valid a minute). */
function directIdentity(privateKey: string, n: number): Record<string, string> {
  const identity = { userId: null, username: null, sessionId: null, ip: '127.0.0.1', requestId: `idle-${n}` };
  return { [IDENTITY_HEADER]: signIdentity(privateKey, identity, { audience: 'realtime' }) };
}

async function join({ baseUrl, permalink, viewers, browserLike, direct, bare }: JoinRequest) {
  const started = now();
  const origin = new URL(baseUrl).origin;
  expected = viewers;
  if (bare) {
    let joined = 0;
    const bareWorker = async () => {
      while (joined < viewers) {
        joined += 1;
        sockets.push(await open(`${bare.url.replace(/^http/, 'ws')}/ws`, origin, {}));
      }
    };
    await Promise.all(Array.from({ length: JOIN_CONCURRENCY }, bareWorker));
    send({ type: 'joined', viewers: sockets.length, joinMs: now() - started });
    return;
  }
  const shared = browserLike || direct ? undefined : await newVisitor(baseUrl);
  const sharedMap = shared ? await loadMap(baseUrl, permalink, shared) : undefined;
  let next = 0;
  const worker = async () => {
    while (next < viewers) {
      next += 1;
      if (direct) {
        const url = `${direct.realtimeUrl.replace(/^http/, 'ws')}/ws/map/${permalink}`;
        sockets.push(await open(url, origin, directIdentity(direct.identityPrivateKey, next)));
        continue;
      }
      const visitor = shared ?? (await newVisitor(baseUrl));
      const map = sharedMap ?? (await loadMap(baseUrl, permalink, visitor));
      const url = browserLike
        ? channelUrl(baseUrl, permalink, map)
        : `${baseUrl.replace(/^http/, 'ws')}/ws/map/${permalink}`;
      sockets.push(await open(url, origin, { cookie: visitor.cookie }));
    }
  };
  await Promise.all(Array.from({ length: JOIN_CONCURRENCY }, worker));
  send({ type: 'joined', viewers: sockets.length, joinMs: now() - started });
}

process.on('message', (message: JoinRequest | { type: 'stop' }) => {
  if (message.type === 'join')
    join(message).catch((error: unknown) => send({ type: 'error', message: String(error) }));
  else {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
