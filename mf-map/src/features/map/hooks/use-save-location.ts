import { useToast, type Result } from '@groupmap/app-kit';
import { messages, toasts } from '@groupmap/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addLocation, type LocationRequest } from '../api/add-location';
import { geocodeQueryOptions, type GeocodeResult } from '../api/geocode';
import { locationsQueryKey, type Location } from '../api/list-locations';
import { updateLocation } from '../api/update-location';
import { locationRequest, type LocationFormValues } from '../model/location-form-values';
import { toastFrom } from './location-toasts';

interface SaveVariables {
  /** The location to update, or null to add one. */
  locationId: number | null;
  values: LocationFormValues;
  fields: readonly string[];
}

/**
 * The address's place as the preview found it: the same query, so a preview already shown is
 * reused and a save made before the preview appeared looks it up once. Null when nothing matched.
 */
async function placeOf(queryClient: QueryClient, address: string): Promise<Result<GeocodeResult>> {
  try {
    const places = await queryClient.fetchQuery(geocodeQueryOptions(address));
    const first = places[0];
    return first ? { ok: true, data: first } : { ok: false, message: messages.invalidAddress };
  } catch {
    return { ok: false, message: messages.geocodeFailed };
  }
}

/**
 * The success toast: on a map whose owner reviews what others add (issue 24), what waits says so
 * ("Location submitted for review: It appears on the map once the map owner approves it.").
 */
function savedToast(adding: boolean, awaitingReview: Location['awaitingReview']) {
  if (awaitingReview === 'location' && adding) return toasts.locationSubmittedForReview;
  if (awaitingReview === 'edit') return toasts.editSubmittedForReview;
  return adding ? toasts.locationAdded : toasts.locationUpdated;
}

/**
 * Adds or updates a location (spec sections 4, 5, 7, 8). The body takes the coordinates, region and
 * country of the address preview's first result; an address that does not resolve fails with
 * "Invalid address" before anything is sent (the server checks it too). On success the list and the
 * map are refetched and "Location added/updated successfully" shows; a failure toasts the server's
 * text. Resolves true when it was saved, so the form knows to clear itself.
 */
export function useSaveLocation(mapId: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: async ({ locationId, values, fields }: SaveVariables) => {
      const place = await placeOf(queryClient, values.address.trim());
      if (!place.ok) return place;
      const body: LocationRequest = locationRequest(values, fields, place.data);
      return locationId === null ? addLocation(mapId, body) : updateLocation(mapId, locationId, body);
    },
  });

  async function save(variables: SaveVariables): Promise<boolean> {
    const adding = variables.locationId === null;
    const result = await mutation.mutateAsync(variables);
    if (!result.ok) {
      toast(toastFrom(adding ? toasts.addLocationFailed : toasts.updateLocationFailed, result.message));
      return false;
    }
    toast(toastFrom(savedToast(adding, result.data.awaitingReview)));
    // The caller clears its form now; the list and the map follow when the refetch lands.
    void queryClient.invalidateQueries({ queryKey: locationsQueryKey(mapId) });
    return true;
  }

  return { save, isSaving: mutation.isPending };
}
