import { createApiClient } from '@groupmap/contracts';
import { getQueryClient } from '../query/query-client';
import { refreshSession } from './refresh-session';
import { SESSION_QUERY_KEY } from './session-query';

const answer = jest.fn<Promise<Response>, [Request]>();

jest.mock('../api/api-client', () => ({
  getApiClient: () => createApiClient({ baseUrl: 'http://gateway.test', fetch: answer }),
}));

const alice = {
  id: 1,
  username: 'alice',
  email: 'alice@example.com',
  currentPlan: 'free',
  subscriptionStatus: null,
  subscriptionPeriodEnd: null,
};

describe('refreshSession', () => {
  beforeEach(() => answer.mockReset());
  afterEach(() => getQueryClient().clear());

  it('fetches the user again even when a signed-out answer is cached, and stores the new one', async () => {
    getQueryClient().setQueryData(SESSION_QUERY_KEY, null);
    answer.mockResolvedValue(Response.json(alice));
    await expect(refreshSession()).resolves.toEqual(alice);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(answer.mock.calls[0]?.[0].url).toBe('http://gateway.test/api/user');
  });

  it('answers signed out (null) on a 401, without retrying', async () => {
    answer.mockResolvedValue(new Response('Please log in to continue', { status: 401 }));
    await expect(refreshSession()).resolves.toBeNull();
    expect(answer).toHaveBeenCalledTimes(1);
  });
});
