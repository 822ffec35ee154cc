import { createServer, type AddressInfo } from 'node:net';

/**
 * A port of 127.0.0.1 the OS reports free right now. Restartable servers keep it across restarts
 * (`-p -1`, port 0 and a container's random mapped port would all change on a restart).
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
