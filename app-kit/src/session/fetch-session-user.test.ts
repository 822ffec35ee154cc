import { createApiClient } from '@groupmap/contracts';
import { fetchSessionUser } from './fetch-session-user';

const user = {
  id: 1,
  username: 'alice',
  email: 'alice@example.com',
  currentPlan: 'free',
  subscriptionStatus: null,
  subscriptionPeriodEnd: null,
};

function clientAnswering(answer: () => Promise<Response>) {
  const fetch = jest.fn<Promise<Response>, [Request]>(answer);
  return { fetch, client: createApiClient({ baseUrl: 'http://gateway.test', fetch }) };
}

describe('fetchSessionUser', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('returns the signed-in user', async () => {
    const { client, fetch } = clientAnswering(async () => Response.json(user));
    await expect(fetchSessionUser(client)).resolves.toEqual(user);
    expect(fetch.mock.calls[0]?.[0].url).toBe('http://gateway.test/api/user');
  });

  it('treats 401 as signed out without logging', async () => {
    const { client } = clientAnswering(
      async () => new Response('Please log in to continue', { status: 401 }),
    );
    await expect(fetchSessionUser(client)).resolves.toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs any other failure and treats the visitor as signed out', async () => {
    for (const answer of [
      async () => new Response('Not found', { status: 404 }),
      async () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const { client } = clientAnswering(answer);
      await expect(fetchSessionUser(client)).resolves.toBeNull();
    }
    expect(logged).toHaveBeenCalledTimes(3);
  });
});
