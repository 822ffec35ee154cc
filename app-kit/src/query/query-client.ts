import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7, default read behaviour: no retries, no periodic refetch, no refetch on focus, data
 * immediately stale, cache lifetime 0.
 */
export const queryDefaults = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: 0,
    gcTime: 0,
  },
  mutations: { retry: false },
} as const;

let client: QueryClient | undefined;

/**
 * The page's one QueryClient. Created by whichever app mounts first and reused by the others: app-kit
 * is a Module Federation singleton, so this module (and its `client`) exists once per page.
 */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({ defaultOptions: queryDefaults });
  return client;
}

/** Cancels every running query and drops all cached data (the spec's logout helper). */
export async function clearQueryCache(): Promise<void> {
  const queryClient = getQueryClient();
  await queryClient.cancelQueries();
  queryClient.clear();
}
