import { useQuery } from '@tanstack/react-query';
import { getApiClient } from '../api/api-client';
import { fetchSessionUser, type SessionUser } from './fetch-session-user';

/** Spec section 7: the first query key is the request URL. */
export const SESSION_QUERY_KEY = ['/api/user'] as const;

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

/**
 * The visitor's session: loading, signed out, or signed in with the user. Never cached (stale at once,
 * dropped when unused) and never retried (spec section 9, user query). Logout clears it with every
 * other query through `clearQueryCache`.
 */
export function useSession(): Session {
  const { data, isPending } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => fetchSessionUser(getApiClient()),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  if (isPending) return { status: 'loading', user: null };
  return data ? { status: 'signed-in', user: data } : { status: 'signed-out', user: null };
}
