import { createServer, type AddressInfo } from 'node:net';

/** A port the OS reports free right now, kept across restarts (`-p -1` and port 0 cannot be). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
