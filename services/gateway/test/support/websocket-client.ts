import WebSocket from 'ws';

/** The ws:// URL of a path on a gateway started by startGateway. */
export function wsUrl(gatewayUrl: string, path = '/ws/map/test'): string {
  return `${gatewayUrl.replace(/^http/, 'ws')}${path}`;
}

/** Opens a WebSocket and collects its messages; `opened` resolves once it is open. */
export function connect(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const received: string[] = [];
  socket.on('message', (data) => received.push(String(data)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received, opened };
}

/** What a client sees of a refused upgrade. */
export interface RefusedUpgrade {
  status: number;
  body: string;
  code: string | undefined;
}

/** Opens a socket (and closes it again at once), or answers how the upgrade was refused. */
export function attemptUpgrade(
  url: string,
  headers: Record<string, string> = {},
): Promise<'opened' | RefusedUpgrade> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, code: res.headers['x-error-code'] as string }),
      );
    });
    socket.once('open', () => {
      socket.close();
      resolve('opened');
    });
    socket.on('error', reject);
  });
}

/** The status and body of a refused upgrade, as the client sees it; fails if the socket opens. */
export async function refusedUpgrade(
  url: string,
  headers: Record<string, string> = {},
): Promise<RefusedUpgrade> {
  const outcome = await attemptUpgrade(url, headers);
  if (outcome === 'opened') throw new Error('upgrade unexpectedly succeeded');
  return outcome;
}
