import { createApiClient } from '@groupmap/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { clearQueryCache, getQueryClient } from '../query/query-client';
import { locationsQueryKey, locationsQueryOptions, mapQueryKey, mapQueryOptions } from './map-queries';
import { prefetchMapRoute } from './prefetch-map-route';

const map = { id: 7, permalink: 'garden', name: 'Garden', requiresPassword: false };
const place = { id: 1, mapId: 7, name: 'Shed' };

/** A client answering the map and its list as the gateway would, recording the URLs asked. */
function gatewayAnswering(answers: { map: () => Response | Promise<Response> }) {
  const asked: string[] = [];
  const fetch = jest.fn(async (request: Request) => {
    asked.push(new URL(request.url).pathname);
    if (request.url.endsWith('/locations'))
      return Response.json([place], { headers: { 'X-Map-Sequence': '42', 'X-Map-Epoch': 'epoch-1' } });
    return answers.map();
  });
  return { asked, client: createApiClient({ baseUrl: 'http://gateway.test', fetch }) };
}

/** A stand-in for app-kit's clustering chunk, recording what the shell asked it to index. */
function clusteringChunk() {
  const indexed: unknown[] = [];
  const startClusterEngine = jest.fn();
  const load = jest.fn(async () => ({
    startClusterEngine,
    prebuildClusters: (locations: unknown) => void indexed.push(locations),
  }));
  return { indexed, load, startClusterEngine };
}

describe('prefetchMapRoute', () => {
  afterEach(() => clearQueryCache());

  it('asks for the map, then its list, into the page’s cache, with the live channel’s position', async () => {
    const { asked, client } = gatewayAnswering({ map: () => Response.json(map) });
    await prefetchMapRoute('/map/garden', client, clusteringChunk().load);
    expect(asked).toEqual(['/api/maps/garden', '/api/maps/7/locations']);
    const queryClient = getQueryClient();
    expect(queryClient.getQueryData(mapQueryKey('garden'))).toEqual(map);
    expect(queryClient.getQueryData(locationsQueryKey(7))).toEqual({
      locations: [place],
      sequence: 42,
      epoch: 'epoch-1',
    });
  });

  it('is what the page’s queries take when they mount on it: nothing is asked twice', async () => {
    const { asked, client } = gatewayAnswering({ map: () => Response.json(map) });
    await prefetchMapRoute('/map/garden', client, clusteringChunk().load);
    const queryClient = getQueryClient();
    const observers = [
      new QueryObserver(queryClient, mapQueryOptions('garden', client)),
      new QueryObserver(queryClient, locationsQueryOptions(7, client)),
    ];
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(observers.map((observer) => observer.getCurrentResult().status)).toEqual(['success', 'success']);
    expect(asked).toHaveLength(2);
    stops.forEach((stop) => stop());
  });

  it('does not ask for a protected map’s list, nor for a list of a map that does not exist', async () => {
    const locked = gatewayAnswering({ map: () => Response.json({ ...map, requiresPassword: true }) });
    await prefetchMapRoute('/map/garden', locked.client, clusteringChunk().load);
    expect(locked.asked).toEqual(['/api/maps/garden']);
    await clearQueryCache();

    const missing = gatewayAnswering({ map: () => new Response('Map not found', { status: 404 }) });
    await prefetchMapRoute('/map/nowhere', missing.client, clusteringChunk().load);
    expect(missing.asked).toEqual(['/api/maps/nowhere']);
    expect(getQueryClient().getQueryData(mapQueryKey('nowhere'))).toBeNull();
  });

  it('asks for nothing on any other route', async () => {
    const { asked, client } = gatewayAnswering({ map: () => Response.json(map) });
    const chunk = clusteringChunk();
    for (const path of ['/', '/dashboard', '/map', '/map/garden/edit', '/embed/garden', '/map/%E0%A4%A'])
      await prefetchMapRoute(path, client, chunk.load);
    expect(asked).toEqual([]);
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('decodes the permalink as the page’s router does', async () => {
    const { asked, client } = gatewayAnswering({ map: () => Response.json({ ...map, permalink: 'café' }) });
    await prefetchMapRoute('/map/caf%C3%A9', client, clusteringChunk().load);
    expect(getQueryClient().getQueryData(mapQueryKey('café'))).toMatchObject({ id: 7 });
    expect(asked[0]).toBe('/api/maps/caf%C3%A9');
  });

  it('loads the clustering chunk and starts its worker while the map is asked for, then indexes the list', async () => {
    let answerMap: () => void = () => undefined;
    const mapAnswered = new Promise<void>((resolve) => (answerMap = resolve));
    const { client } = gatewayAnswering({
      map: async () => {
        await mapAnswered;
        return Response.json(map);
      },
    });
    const chunk = clusteringChunk();
    const prefetched = prefetchMapRoute('/map/garden', client, chunk.load);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chunk.startClusterEngine).toHaveBeenCalledTimes(1);
    expect(chunk.indexed).toEqual([]);
    answerMap();
    await prefetched;
    expect(chunk.indexed).toEqual([[place]]);
    const cached = getQueryClient().getQueryData<{ locations: unknown[] }>(locationsQueryKey(7));
    expect(chunk.indexed[0]).toBe(cached?.locations);
  });

  it('indexes nothing for a protected map, and still asks for the map when the chunk fails', async () => {
    const locked = gatewayAnswering({ map: () => Response.json({ ...map, requiresPassword: true }) });
    const chunk = clusteringChunk();
    await prefetchMapRoute('/map/garden', locked.client, chunk.load);
    expect(chunk.indexed).toEqual([]);
    await clearQueryCache();

    const open = gatewayAnswering({ map: () => Response.json(map) });
    await prefetchMapRoute('/map/garden', open.client, () => Promise.reject(new Error('chunk failed')));
    expect(open.asked).toEqual(['/api/maps/garden', '/api/maps/7/locations']);
  });
});
