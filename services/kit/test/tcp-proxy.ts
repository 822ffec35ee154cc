import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A TCP proxy to a local service that a test can cut and restore, to stop a dependency for real. */
export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a stopped server would. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server;

  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}
