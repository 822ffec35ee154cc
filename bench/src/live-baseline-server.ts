// The live benchmark's baseline (issue 27): a bare `ws` server in a process of its own, with no
// gateway, database or bus. POST /add {name} serialises one newLocation frame, shaped as Groupmap's,
// sends it to every socket and answers 201; the same viewer process and writer loop drive it as they
// drive Groupmap, so each Groupmap figure has a same-run figure to be judged against. Forked by
// live-baseline.ts; tells its parent the port it listens on over IPC.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

let sequence = 0;

/** A newLocation as realtime sends the shared form of one (the same fields, so the same bytes). */
function frameFor(name: string): string {
  sequence += 1;
  return JSON.stringify({
    type: 'newLocation',
    data: {
      id: sequence,
      mapId: 1,
      name,
      address: 'London',
      latitude: 51.5,
      longitude: -0.12,
      region: 'England',
      country: 'United Kingdom',
      customData: {},
      createdAt: new Date().toISOString(),
      publishedAt: new Date().toISOString(),
    },
    seq: sequence,
    epoch: 'baseline',
  });
}

const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/add') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('error', () => res.destroy());
  req.on('end', () => {
    const { name } = JSON.parse(Buffer.concat(chunks).toString()) as { name: string };
    const frame = frameFor(name);
    for (const socket of sockets.clients) socket.send(frame);
    res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
  });
});

const sockets = new WebSocketServer({ server, path: '/ws' });
sockets.on('connection', (socket) => {
  socket.on('error', () => undefined);
  // The viewers count a socket as joined at its first message, as realtime's `connected`.
  socket.send(JSON.stringify({ type: 'connected' }));
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.send!({ type: 'listening', port: address.port });
});

process.on('message', (message: { type: string }) => {
  if (message.type === 'stop') process.exit(0);
});
