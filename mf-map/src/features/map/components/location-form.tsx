import { useSession } from '@groupmap/app-kit';
import { useRulesForm } from '@groupmap/app-kit/forms';
import { ownValue, TEXT_LIMITS } from '@groupmap/contracts';
import { lazy, Suspense, useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import type { MapDetails } from '../api/get-map';
import type { Location } from '../api/list-locations';
import { useAddOffer } from '../hooks/use-add-offer';
import { useDeleteLocation } from '../hooks/use-delete-location';
import { useSaveLocation } from '../hooks/use-save-location';
import {
  EMPTY_LOCATION_FORM,
  formValuesFromLocation,
  validateLocationForm,
  type LocationFormValues,
} from '../model/location-form-values';
import { editEnded, keepEditingOffered, locationGone } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { AddressPreview } from './address-preview';
import { FormDeleteControl } from './form-delete-control';
import { FormField } from './form-field';
import { LOCATION_LABELS } from './location-labels';
import { LogInToAdd } from './log-in-to-add';

const KeepEditingOffer = lazy(() => import('../edit-links/keep-editing-offer'));

export interface LocationFormProps {
  map: MapDetails;
  /** Every location of the map (unfiltered), to find the one being edited. */
  locations: readonly Location[] | undefined;
}

/**
 * The add/edit form (spec section 4, Location form). It edits the location chosen with "Edit" and
 * otherwise adds; it is keyed by that location, so entering or leaving edit mode starts it afresh.
 */
export function LocationForm({ map, locations }: LocationFormProps) {
  const dispatch = useMapPageDispatch();
  const editingId = useMapPageState((state) => state.editingLocationId);
  const found = editingId === null ? undefined : locations?.find((location) => location.id === editingId);
  const editing = found?.canEdit ? found : undefined;

  // The location went away (deleted elsewhere) or may not be edited here: back to adding.
  const lost = editingId !== null && locations !== undefined && editing === undefined;
  useEffect(() => {
    if (lost && editingId !== null) dispatch(locationGone(editingId));
  }, [lost, editingId, dispatch]);

  // Who may add is the owner's choice (issue 24); what one added before stays editable regardless.
  const offer = useAddOffer(map);
  const keepEditing = useMapPageState((state) => state.keepEditing !== null);
  if (!editing && offer === 'log-in') return <LogInToAdd />;
  if (!editing && offer === 'none') return null;
  // Issue 26: after an add without an account, the offer of a link for other devices stays below
  // the form (which clears itself for the next add), rather than in a toast that goes away.
  return (
    <>
      <LocationFormFields key={editing?.id ?? 'new'} map={map} editing={editing} />
      {keepEditing && (
        <Suspense fallback={null}>
          <KeepEditingOffer mapId={map.id} />
        </Suspense>
      )}
    </>
  );
}

function LocationFormFields({ map, editing }: { map: MapDetails; editing: Location | undefined }) {
  const dispatch = useMapPageDispatch();
  const formId = useId();
  const fields = map.customFields;
  const session = useSession();
  const { save, isSaving } = useSaveLocation(map.id);
  const { remove, deletingId } = useDeleteLocation(map.id);
  const { control, handleSubmit, reset, watch } = useRulesForm<LocationFormValues>(
    editing ? formValuesFromLocation(editing, fields) : EMPTY_LOCATION_FORM,
    validateLocationForm,
  );
  const ids = { name: `${formId}-name`, address: `${formId}-address`, preview: `${formId}-preview` };

  async function send(values: LocationFormValues) {
    const saved = await save({ locationId: editing?.id ?? null, values, fields });
    if (!saved) return;
    // Edit mode ends with a fresh (keyed) form; add mode clears its own values and the preview.
    if (editing) {
      dispatch(editEnded());
      return;
    }
    reset(EMPTY_LOCATION_FORM);
    if (session.status === 'signed-out') dispatch(keepEditingOffered());
  }

  const submitLabel = editing
    ? isSaving
      ? LOCATION_LABELS.updating
      : LOCATION_LABELS.update
    : isSaving
      ? LOCATION_LABELS.adding
      : LOCATION_LABELS.addLocation;

  return (
    <form
      className="location-form"
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`} className="location-form__title">
        {editing ? LOCATION_LABELS.editLocation : LOCATION_LABELS.addNewLocation}
      </h2>
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <FormField id={ids.name} label={LOCATION_LABELS.name} error={fieldState.error?.message} required>
            <input {...field} className="map-input" maxLength={TEXT_LIMITS.locationName} autoComplete="off" />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="address"
        render={({ field, fieldState }) => (
          <FormField
            id={ids.address}
            label={LOCATION_LABELS.address}
            error={fieldState.error?.message}
            describedBy={ids.preview}
            required
          >
            <input
              {...field}
              className="map-input"
              maxLength={TEXT_LIMITS.address}
              autoComplete="street-address"
            />
          </FormField>
        )}
      />
      <AddressPreview id={ids.preview} address={watch('address')} />
      {/* One form value for every custom field: their names are the owner's text, not form paths. */}
      <Controller
        control={control}
        name="custom"
        render={({ field: custom }) => (
          <>
            {fields.map((name, index) => (
              <FormField key={name} id={`${formId}-field-${index}`} label={name}>
                <input
                  className="map-input"
                  maxLength={TEXT_LIMITS.customValue}
                  autoComplete="off"
                  value={ownValue(custom.value, name) ?? ''}
                  onChange={(event) => custom.onChange({ ...custom.value, [name]: event.target.value })}
                />
              </FormField>
            ))}
          </>
        )}
      />
      <div className="location-form__actions">
        <button type="submit" className="gm-button" disabled={isSaving}>
          {submitLabel}
        </button>
        {editing && (
          <button
            type="button"
            className="gm-button gm-button--secondary"
            onClick={() => dispatch(editEnded())}
          >
            {LOCATION_LABELS.cancel}
          </button>
        )}
        {editing?.canDelete && (
          <FormDeleteControl deleting={deletingId === editing.id} onDelete={() => void remove(editing.id)} />
        )}
      </div>
    </form>
  );
}
