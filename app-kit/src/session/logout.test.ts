import { createApiClient } from '@groupmap/contracts';
import { getQueryClient } from '../query/query-client';
import { logout } from './logout';

const answer = jest.fn<Promise<Response>, [Request]>();

jest.mock('../api/api-client', () => ({
  getApiClient: () => createApiClient({ baseUrl: 'http://gateway.test', fetch: answer }),
}));

describe('logout', () => {
  beforeEach(() => {
    answer.mockReset();
    getQueryClient().setQueryData(['/api/user'], { id: 1, username: 'alice' });
    getQueryClient().setQueryData(['/api/maps/user'], []);
  });
  afterEach(() => getQueryClient().clear());

  it('posts /api/logout and clears every cached query when the server accepts it', async () => {
    answer.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(logout()).resolves.toEqual({ ok: true });
    expect(answer.mock.calls[0]?.[0].method).toBe('POST');
    expect(answer.mock.calls[0]?.[0].url).toBe('http://gateway.test/api/logout');
    expect(getQueryClient().getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps the cache and reports the message when logout fails', async () => {
    answer.mockResolvedValue(
      new Response('Your session has expired. Please reload the page and try again.', { status: 403 }),
    );
    await expect(logout()).resolves.toEqual({
      ok: false,
      message: 'Your session has expired. Please reload the page and try again.',
    });
    expect(getQueryClient().getQueryData(['/api/user'])).toEqual({ id: 1, username: 'alice' });
  });
});
