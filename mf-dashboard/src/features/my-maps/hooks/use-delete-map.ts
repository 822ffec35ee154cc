import { useToast } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMap } from '../api/delete-map';
import { MY_MAPS_QUERY_KEY } from '../../../lib/my-maps';

/**
 * Deletes a map (spec sections 4, 7, 8): on success the list is refetched and "Map deleted" shows; a
 * failure shows "Error deleting map" with the server's message. Resolves true when it was deleted.
 */
export function useDeleteMap() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({ mutationFn: deleteMap });

  async function remove(mapId: number): Promise<boolean> {
    const result = await mutation.mutateAsync(mapId);
    if (!result.ok) {
      const { title, variant } = messages.toasts.deleteMapFailed;
      toast({ title, description: result.message, variant });
      return false;
    }
    await queryClient.invalidateQueries({ queryKey: MY_MAPS_QUERY_KEY });
    const { title, description, variant } = messages.toasts.mapDeleted;
    toast({ title, description, variant });
    return true;
  }

  return { remove, isDeleting: mutation.isPending };
}
