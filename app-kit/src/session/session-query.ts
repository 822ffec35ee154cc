import { getApiClient } from '../api/api-client';
import { fetchSessionUser } from './fetch-session-user';

/** Spec section 7: the first query key is the request URL. */
export const SESSION_QUERY_KEY = ['/api/user'] as const;

/**
 * The current-user query: never cached (stale at once, dropped when unused) and never retried (spec
 * section 9, user query). Shared by `useSession` and `refreshSession`, so both read the same entry.
 */
export const sessionQueryOptions = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: () => fetchSessionUser(getApiClient()),
  retry: false,
  staleTime: 0,
  gcTime: 0,
} as const;
