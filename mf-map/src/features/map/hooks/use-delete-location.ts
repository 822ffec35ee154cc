import { useToast } from '@groupmap/app-kit';
import { toasts } from '@groupmap/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLocation } from '../api/delete-location';
import { locationsQueryKey, type LocationList } from '../api/list-locations';
import { locationGone } from '../state/map-page-slice';
import { useMapPageDispatch } from '../state/map-page-store';
import { toastFrom } from './location-toasts';

/**
 * Deletes a location, from the form or the list (spec sections 4, 7, 8): on success it is no longer
 * selected or edited, the list and the map are refetched and "Location deleted successfully" shows;
 * a failure shows "Error deleting location" with the server's text. Resolves true when deleted.
 */
export function useDeleteLocation(mapId: number) {
  const queryClient = useQueryClient();
  const dispatch = useMapPageDispatch();
  const { toast } = useToast();
  const mutation = useMutation({ mutationFn: (locationId: number) => deleteLocation(mapId, locationId) });

  async function remove(locationId: number): Promise<boolean> {
    const result = await mutation.mutateAsync(locationId);
    if (!result.ok) {
      toast(toastFrom(toasts.deleteLocationFailed, result.message));
      return false;
    }
    dispatch(locationGone(locationId));
    // Gone from the cached list at once: the live channel's deleteLocation for it then finds nothing,
    // so the viewer's own delete is not announced to them as someone else's change.
    queryClient.setQueryData<LocationList>(locationsQueryKey(mapId), (list) =>
      list ? { ...list, locations: list.locations.filter(({ id }) => id !== locationId) } : list,
    );
    toast(toastFrom(toasts.locationDeleted));
    // The caller clears its form now; the list and the map follow when the refetch lands.
    void queryClient.invalidateQueries({ queryKey: locationsQueryKey(mapId) });
    return true;
  }

  return { remove, deletingId: mutation.isPending ? (mutation.variables ?? null) : null };
}
