import { getApiClient, unwrap } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type Account = ApiSchema<'Account'>;

/** Spec section 7: the first query key is the request URL. */
export const ACCOUNT_QUERY_KEY = ['/api/account'] as const;

/** GET /api/account: the signed-in user's username, e-mail and whether it is verified. */
export function getAccount(): Promise<Account> {
  return unwrap(getApiClient().GET('/api/account'));
}

/** Personal data: fetched afresh whenever the page mounts, and not kept once it is left. */
export const accountQueryOptions = queryOptions({
  queryKey: ACCOUNT_QUERY_KEY,
  queryFn: getAccount,
  staleTime: 0,
  gcTime: 0,
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}
