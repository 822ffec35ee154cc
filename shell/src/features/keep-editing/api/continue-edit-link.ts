import { dataOrThrow, getApiClient, result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type ContinuedEditLink = ApiSchema<'ContinuedEditLink'>;

/**
 * POST /api/maps/edit-links/continue (issue 26): binds the mailed link's contributor identity to this
 * session. Rejects with the service's text ("This link was already used." and the like).
 */
export async function continueEditLink(token: string): Promise<ContinuedEditLink> {
  return dataOrThrow(await result(getApiClient().POST('/api/maps/edit-links/continue', { body: { token } })));
}

/**
 * "Continue" on the page the link opens. On success everything cached is stale: the maps this
 * session sees now say it may edit more (and, signed in, the locations became the account's).
 */
export function useContinueEditLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: continueEditLink,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
