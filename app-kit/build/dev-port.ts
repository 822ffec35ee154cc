import { createServer } from 'node:net';

/** How many ports after the usual one are tried before the system is asked for any free port. */
const NEXT_PORTS_TRIED = 20;

/**
 * True when the port can be bound on every interface, as the dev server binds it. Binding `::`
 * (dual stack) fails when any address holds the port, e.g. the platform's static server on
 * 127.0.0.1, so one check covers IPv4 and IPv6.
 */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolvePromise(true)));
  });
}

/** A port the system picks among the free ones (listening on port 0). */
function anyFreePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

export interface DevPortChoice {
  port: number;
  /** False when the usual port was taken (by `npm start`'s static server, say) and another was chosen. */
  usual: boolean;
}

/**
 * The usual port when it is free, else the next free one after it (so the URL stays predictable),
 * else any free port. There is a moment between this check and the dev server's listen in which
 * another process could take the port; the dev server then stops with EADDRINUSE and is run again.
 */
export async function chooseDevPort(
  usualPort: number,
  nextPortsTried = NEXT_PORTS_TRIED,
): Promise<DevPortChoice> {
  if (await isPortFree(usualPort)) return { port: usualPort, usual: true };
  for (let port = usualPort + 1; port <= Math.min(usualPort + nextPortsTried, 65535); port += 1) {
    if (await isPortFree(port)) return { port, usual: false };
  }
  return { port: await anyFreePort(), usual: false };
}
