import { createServer, type Server } from 'node:net';
import { chooseDevPort, isPortFree } from './dev-port';

/** Holds a port the system picks, as the running platform's static server would hold 3002. */
function holdAPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      resolvePromise({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

describe('chooseDevPort', () => {
  let held: { server: Server; port: number };
  beforeEach(async () => {
    held = await holdAPort();
  });
  afterEach(() => new Promise<void>((done) => held.server.close(() => done())));

  it('sees a port held on 127.0.0.1 as taken', async () => {
    expect(await isPortFree(held.port)).toBe(false);
  });

  it('keeps the usual port when it is free', async () => {
    const { port } = held;
    await new Promise<void>((done) => held.server.close(() => done()));
    expect(await chooseDevPort(port)).toEqual({ port, usual: true });
    held = await holdAPort();
  });

  it('takes a port after the usual one when that is held, and one that is free', async () => {
    const choice = await chooseDevPort(held.port);
    expect(choice.usual).toBe(false);
    expect(choice.port).toBeGreaterThan(held.port);
    expect(choice.port).toBeLessThanOrEqual(held.port + 20);
    expect(await isPortFree(choice.port)).toBe(true);
  });

  it('asks the system for any free port when none of the next ones is tried or free', async () => {
    const choice = await chooseDevPort(held.port, 0);
    expect(choice.usual).toBe(false);
    expect(choice.port).not.toBe(held.port);
    expect(await isPortFree(choice.port)).toBe(true);
  });
});
