import { getQueryClient } from '../query/query-client';
import type { SessionUser } from './fetch-session-user';
import { SESSION_QUERY_KEY, sessionQueryOptions } from './session-query';

/**
 * Fetches the current user again and stores the answer where `useSession` reads it (spec section 4:
 * after login or register succeeds the user is refetched). A fetch already under way is cancelled
 * first: it started before the session changed, so its answer would be out of date.
 */
export async function refreshSession(): Promise<SessionUser | null> {
  const queryClient = getQueryClient();
  await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  return queryClient.fetchQuery(sessionQueryOptions);
}
