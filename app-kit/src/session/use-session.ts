import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from './fetch-session-user';
import { sessionQueryOptions } from './session-query';

export { SESSION_QUERY_KEY } from './session-query';

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

/**
 * The visitor's session: loading, signed out, or signed in with the user. Fetched afresh by every
 * component that mounts it, never retried (spec section 4). `refreshSession` refetches it after login
 * or registration; logout clears it with every other query through `clearQueryCache`.
 */
export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions);
  if (isPending) return { status: 'loading', user: null };
  return data ? { status: 'signed-in', user: data } : { status: 'signed-out', user: null };
}
