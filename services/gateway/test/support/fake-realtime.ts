import { createServer, type IncomingHttpHeaders } from 'node:http';
import { WebSocketServer } from 'ws';
import { closeServer, listen } from './fake-upstream';

export interface FakeRealtime {
  url: string;
  /** Headers and path of every upgrade request that reached it. */
  upgrades: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/**
 * A realtime stand-in: a real `ws` server that records each upgrade request and answers every message
 * with `echo:<message>`, so a test sees messages flow both ways through the gateway.
 */
export async function startFakeRealtime(): Promise<FakeRealtime> {
  const server = createServer((_req, res) => {
    res.writeHead(426, { 'content-type': 'text/plain' });
    res.end('Upgrade Required');
  });
  const wss = new WebSocketServer({ server });
  const upgrades: FakeRealtime['upgrades'] = [];
  wss.on('connection', (socket, req) => {
    upgrades.push({ url: req.url ?? '', headers: req.headers });
    socket.send('welcome');
    socket.on('message', (data) => socket.send(`echo:${String(data)}`));
  });
  const url = await listen(server);
  return {
    url,
    upgrades,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await closeServer(server);
    },
  };
}
