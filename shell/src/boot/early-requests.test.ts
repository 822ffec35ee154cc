import { earlyFetch, startEarlyRequests } from './early-requests';

const ORIGIN = 'http://shell.test';
const config = { remotes: { map: '/mf/map/mf-manifest.json', dashboard: '/d', billing: '/b' } };

/** A network answering as the gateway would, recording every URL sent. */
function network(map: object | null) {
  const sent: string[] = [];
  const send = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    sent.push(url.replace(ORIGIN, ''));
    if (url.endsWith('/runtime-config.json')) return Response.json(config);
    if (url.endsWith('/mf-manifest.json')) return Response.json({ exposes: [] });
    if (url.endsWith('/locations')) return Response.json([{ id: 1 }]);
    return map ? Response.json(map) : new Response('Map not found', { status: 404 });
  });
  return { sent, send };
}

/** Lets the chained requests (after the configuration and the map) go out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the requests the shell’s entry sends early', () => {
  const realFetch = globalThis.fetch;
  let later: ReturnType<typeof network>;
  beforeEach(() => {
    later = network(null);
    globalThis.fetch = later.send as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks for the runtime configuration on every page, and hands that answer over once', async () => {
    const { sent, send } = network(null);
    startEarlyRequests({ pathname: '/dashboard', href: `${ORIGIN}/dashboard` }, send);
    await settle();
    expect(sent).toEqual(['/runtime-config.json']);
    const first = await earlyFetch('/runtime-config.json');
    expect(await first.json()).toEqual(config);
    await earlyFetch('/runtime-config.json');
    expect(later.sent).toEqual(['/runtime-config.json']);
  });

  it('on a map page also asks for the map, its list and the map remote’s manifest', async () => {
    const { sent, send } = network({ id: 7, requiresPassword: false });
    startEarlyRequests({ pathname: '/map/caf%C3%A9', href: `${ORIGIN}/map/caf%C3%A9` }, send);
    await settle();
    expect([...sent].sort()).toEqual(
      [
        '/runtime-config.json',
        '/api/maps/caf%C3%A9',
        '/mf/map/mf-manifest.json',
        '/api/maps/7/locations',
      ].sort(),
    );
    // As the page's API client and the federation runtime ask: a Request, an absolute URL.
    const list = await earlyFetch(new Request(`${ORIGIN}/api/maps/7/locations`));
    expect(await list.json()).toEqual([{ id: 1 }]);
    await earlyFetch(`${ORIGIN}/mf/map/mf-manifest.json`);
    await earlyFetch(new Request(`${ORIGIN}/api/maps/caf%C3%A9`));
    expect(later.sent).toEqual([]);
  });

  it('does not ask for a protected map’s list, nor for that of a map that does not exist', async () => {
    const locked = network({ id: 7, requiresPassword: true });
    startEarlyRequests({ pathname: '/map/garden', href: `${ORIGIN}/map/garden` }, locked.send);
    await settle();
    expect(locked.sent).not.toContain('/api/maps/7/locations');

    const missing = network(null);
    startEarlyRequests({ pathname: '/map/nowhere', href: `${ORIGIN}/map/nowhere` }, missing.send);
    await settle();
    expect(missing.sent.filter((url) => url.endsWith('/locations'))).toEqual([]);
  });

  it('sends again what failed early, and never answers anything but a GET from what it has', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    startEarlyRequests({ pathname: '/', href: `${ORIGIN}/` }, failing as typeof fetch);
    await settle();
    const answer = await earlyFetch('/runtime-config.json');
    expect(await answer.json()).toEqual(config);
    expect(later.sent).toEqual(['/runtime-config.json']);

    const { send } = network(null);
    startEarlyRequests({ pathname: '/', href: `${ORIGIN}/` }, send);
    await earlyFetch(new Request(`${ORIGIN}/runtime-config.json`, { method: 'POST' }));
    expect(later.sent).toEqual(['/runtime-config.json', '/runtime-config.json']);
  });
});
