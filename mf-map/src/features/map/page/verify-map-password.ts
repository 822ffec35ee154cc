import { dataOrThrow, getApiClient, result, toast } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationsQueryKey } from '../api/list-locations';
import { mapQueryKey, type MapDetails } from '../api/get-map';

/**
 * POST /api/maps/{mapId}/verify-password. A non-OK answer means a wrong password (spec section 7):
 * it rejects with the response text (or, from 500 up, the status text), which the toast shows.
 */
export async function verifyMapPassword(mapId: number, password: string): Promise<void> {
  dataOrThrow(
    await result(
      getApiClient().POST('/api/maps/{mapId}/verify-password', {
        params: { path: { mapId: String(mapId) } },
        body: { password },
      }),
    ),
  );
}

/**
 * Checks the password typed at the gate. A correct one grants this session the map, so the map (now
 * without `requiresPassword`) and its locations are fetched again; the mutation stays pending until
 * the map has arrived, so "Verifying..." lasts until the page can show it. A wrong one is the
 * "Incorrect password" toast with the server's text (spec section 8).
 */
export function useVerifyMapPassword(map: Pick<MapDetails, 'id' | 'permalink'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => verifyMapPassword(map.id, password),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationsQueryKey(map.id) }),
        queryClient.invalidateQueries({ queryKey: mapQueryKey(map.permalink) }),
      ]),
    onError: (error) => {
      const { title, variant } = messages.toasts.incorrectPassword;
      toast({ title, description: error.message, variant });
    },
  });
}
