import { createApiClient } from './client';

/** A fetch that records the requests it gets and answers one canned response. */
function fakeFetch(response: () => Response) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return response();
  };
  return { fetch, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('typed API client', () => {
  it('reads a map by permalink with GET on the gateway path', async () => {
    const fake = fakeFetch(() => json({ id: 3, permalink: 'test' }));
    const client = createApiClient({ baseUrl: 'http://gateway.test', fetch: fake.fetch });

    const { data } = await client.GET('/api/maps/{mapKey}', { params: { path: { mapKey: 'test' } } });

    expect(fake.requests[0]?.method).toBe('GET');
    expect(fake.requests[0]?.url).toBe('http://gateway.test/api/maps/test');
    expect(data?.permalink).toBe('test');
  });

  it('sends a location as JSON with POST to the map it belongs to', async () => {
    const fake = fakeFetch(() => json({ id: 9 }, 201));
    const client = createApiClient({ baseUrl: 'http://gateway.test', fetch: fake.fetch });

    await client.POST('/api/maps/{mapId}/locations', {
      params: { path: { mapId: '3' } },
      body: { name: 'Library', address: 'Broad Street, Oxford', latitude: 51.75, longitude: '-1.25' },
    });

    const request = fake.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://gateway.test/api/maps/3/locations');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({
      name: 'Library',
      address: 'Broad Street, Oxford',
      latitude: 51.75,
      longitude: '-1.25',
    });
  });

  it('puts the plan in the path and the interval and discount code in the query when subscribing', async () => {
    const fake = fakeFetch(() => json({ url: '/checkout/abc' }));
    const client = createApiClient({ baseUrl: 'http://gateway.test', fetch: fake.fetch });

    const { data } = await client.POST('/api/subscribe/{plan}', {
      params: { path: { plan: 'pro' }, query: { interval: 'year', discountCode: 'SPRING 25' } },
    });

    expect(fake.requests[0]?.url).toBe(
      'http://gateway.test/api/subscribe/pro?interval=year&discountCode=SPRING%2025',
    );
    expect(data?.url).toBe('/checkout/abc');
  });

  it('hands back the plain-text message and the error code of a failure', async () => {
    const fake = fakeFetch(
      () =>
        new Response('A map with this permalink already exists', {
          status: 409,
          headers: { 'Content-Type': 'text/plain', 'X-Error-Code': 'permalink_taken' },
        }),
    );
    const client = createApiClient({ baseUrl: 'http://gateway.test', fetch: fake.fetch });

    const { error, response } = await client.POST('/api/maps', {
      body: { name: 'Garden', permalink: 'garden' },
    });

    expect(error).toBe('A map with this permalink already exists');
    expect(response.status).toBe(409);
    expect(response.headers.get('X-Error-Code')).toBe('permalink_taken');
  });

  it('runs the given middleware on every request', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({
      baseUrl: 'http://gateway.test',
      fetch: fake.fetch,
      middleware: [
        {
          onRequest({ request }) {
            request.headers.set('x-csrf-token', 'token-1');
            return request;
          },
        },
      ],
    });

    await client.POST('/api/logout');

    expect(fake.requests[0]?.url).toBe('http://gateway.test/api/logout');
    expect(fake.requests[0]?.headers.get('x-csrf-token')).toBe('token-1');
  });
});
