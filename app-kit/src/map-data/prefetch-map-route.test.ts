import { createApiClient } from '@groupmap/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { clearQueryCache, getQueryClient } from '../query/query-client';
import { locationsQueryKey, locationsQueryOptions, mapQueryKey, mapQueryOptions } from './map-queries';
import { prefetchMapRoute } from './prefetch-map-route';

const map = { id: 7, permalink: 'garden', name: 'Garden', requiresPassword: false };
const place = { id: 1, mapId: 7, name: 'Shed' };

/** A client answering the map and its list as the gateway would, recording the URLs asked. */
function gatewayAnswering(answers: { map: () => Response }) {
  const asked: string[] = [];
  const fetch = jest.fn(async (request: Request) => {
    asked.push(new URL(request.url).pathname);
    if (request.url.endsWith('/locations'))
      return Response.json([place], { headers: { 'X-Map-Sequence': '42', 'X-Map-Epoch': 'epoch-1' } });
    return answers.map();
  });
  return { asked, client: createApiClient({ baseUrl: 'http://gateway.test', fetch }) };
}

describe('prefetchMapRoute', () => {
  afterEach(() => clearQueryCache());

  it('asks for the map, then its list, into the page’s cache, with the live channel’s position', async () => {
    const { asked, client } = gatewayAnswering({ map: () => Response.json(map) });
    await prefetchMapRoute('/map/garden', client);
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
    await prefetchMapRoute('/map/garden', client);
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
    await prefetchMapRoute('/map/garden', locked.client);
    expect(locked.asked).toEqual(['/api/maps/garden']);
    await clearQueryCache();

    const missing = gatewayAnswering({ map: () => new Response('Map not found', { status: 404 }) });
    await prefetchMapRoute('/map/nowhere', missing.client);
    expect(missing.asked).toEqual(['/api/maps/nowhere']);
    expect(getQueryClient().getQueryData(mapQueryKey('nowhere'))).toBeNull();
  });

  it('asks for nothing on any other route', async () => {
    const { asked, client } = gatewayAnswering({ map: () => Response.json(map) });
    for (const path of ['/', '/dashboard', '/map', '/map/garden/edit', '/embed/garden', '/map/%E0%A4%A'])
      await prefetchMapRoute(path, client);
    expect(asked).toEqual([]);
  });

  it('decodes the permalink as the page’s router does', async () => {
    const { asked, client } = gatewayAnswering({ map: () => Response.json({ ...map, permalink: 'café' }) });
    await prefetchMapRoute('/map/caf%C3%A9', client);
    expect(getQueryClient().getQueryData(mapQueryKey('café'))).toMatchObject({ id: 7 });
    expect(asked[0]).toBe('/api/maps/caf%C3%A9');
  });
});
