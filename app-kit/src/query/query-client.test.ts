import { clearQueryCache, getQueryClient } from './query-client';

describe('getQueryClient', () => {
  it('returns the same client to every caller on the page', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('reads with the spec defaults: no retries, no refetch on focus, stale at once, not kept', () => {
    const defaults = getQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: 0, gcTime: 0 });
  });

  it('forgets cached data when cleared', async () => {
    getQueryClient().setQueryData(['/api/maps/user'], [{ id: 1 }]);
    await clearQueryCache();
    expect(getQueryClient().getQueryData(['/api/maps/user'])).toBeUndefined();
  });
});
