import { dataOrThrow, getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { useMutation } from '@tanstack/react-query';

export type EditLinkRequest = ApiSchema<'EditLinkRequest'>;
export type EditLinkAnswer = ApiSchema<'EditLinkAnswer'>;

/**
 * POST /api/maps/{mapId}/edit-links (issue 26): asks for the mailed link that lets a contributor
 * without an account keep editing on another device. The answer is the same whether or not anything
 * matches; a refusal (invalid address, too many attempts) is the service's text.
 */
export function requestEditLink(mapId: number, body: EditLinkRequest): Promise<Result<EditLinkAnswer>> {
  return result(
    getApiClient().POST('/api/maps/{mapId}/edit-links', {
      params: { path: { mapId: String(mapId) } },
      body,
    }),
  );
}

/**
 * "Send me a link" as a mutation of the address: `remember` from the add form (the service first
 * keeps the address for this visitor's identity), not from "Edit what you added before".
 */
export function useRequestEditLink(mapId: number, remember: boolean, onSent?: () => void) {
  return useMutation({
    mutationFn: async (email: string) => dataOrThrow(await requestEditLink(mapId, { email, remember })),
    onSuccess: () => onSent?.(),
  });
}
