import { getQueryClient, useToast } from '@groupmap/app-kit';
import { toasts } from '@groupmap/contracts';
import { useState } from 'react';
import { invalidateMapQueries } from '../api/map-queries';
import { createMap, updateMap } from '../api/map-requests';
import {
  createMapRequest,
  isPermalinkTakenMessage,
  updateMapRequest,
  type MapDetails,
  type MapSettingsValues,
} from '../model/map-settings-values';

/**
 * Saves the settings form: PUT for a stored map, POST for a new one, each outcome a toast (spec
 * sections 7 and 8). A created map clears the form (`onCreated`) and opens the map, unless the
 * caller takes the saved map (`onSaved`).
 */
export function useSaveMapSettings(
  stored: MapDetails | undefined,
  onSaved: ((map: MapDetails) => void) | undefined,
  onCreated: () => void,
) {
  const { toast } = useToast();
  const [submitting, setSubmitting] = useState(false);

  const save = async (values: MapSettingsValues) => {
    if (submitting) return;
    setSubmitting(true);
    if (stored) {
      const result = await updateMap(stored.id, updateMapRequest(values, stored));
      setSubmitting(false);
      if (!result.ok) {
        toast({ title: toasts.updateMapFailed.title, description: result.message, variant: 'destructive' });
        return;
      }
      await invalidateMapQueries(getQueryClient(), result.data);
      toast({ title: toasts.mapUpdated.title });
      onSaved?.(result.data);
      return;
    }
    const result = await createMap(createMapRequest(values));
    setSubmitting(false);
    if (!result.ok) {
      const text = isPermalinkTakenMessage(result.message)
        ? { title: toasts.invalidPermalink.title, description: toasts.invalidPermalink.description }
        : { title: toasts.createMapFailed.title, description: result.message };
      toast({ ...text, variant: 'destructive' });
      return;
    }
    toast({ title: toasts.mapCreated.title, description: toasts.mapCreated.description });
    onCreated();
    if (onSaved) onSaved(result.data);
    else window.location.assign(`/map/${result.data.permalink}`);
  };

  return { save, submitting };
}
