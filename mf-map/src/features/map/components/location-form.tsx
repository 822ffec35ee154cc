import { ownValue, TEXT_LIMITS } from '@groupmap/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { MapDetails } from '../api/get-map';
import type { Location } from '../api/list-locations';
import { useDeleteLocation } from '../hooks/use-delete-location';
import { useSaveLocation } from '../hooks/use-save-location';
import {
  EMPTY_LOCATION_FORM,
  formValuesFromLocation,
  validateLocationForm,
  type LocationFormValues,
} from '../model/location-form-values';
import { editEnded, locationGone } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { AddressPreview } from './address-preview';
import { FormDeleteControl } from './form-delete-control';
import { FormField } from './form-field';
import { LOCATION_LABELS } from './location-labels';

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

  return <LocationFormFields key={editing?.id ?? 'new'} map={map} editing={editing} />;
}

function LocationFormFields({ map, editing }: { map: MapDetails; editing: Location | undefined }) {
  const dispatch = useMapPageDispatch();
  const formId = useId();
  const fields = map.customFields;
  const { save, isSaving } = useSaveLocation(map.id);
  const { remove, deletingId } = useDeleteLocation(map.id);
  const [values, setValues] = useState<LocationFormValues>(() =>
    editing ? formValuesFromLocation(editing, fields) : EMPTY_LOCATION_FORM,
  );
  const [showErrors, setShowErrors] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);

  const errors = showErrors ? validateLocationForm(values) : {};
  const ids = { name: `${formId}-name`, address: `${formId}-address`, preview: `${formId}-preview` };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLocationForm(values);
    if (found.name || found.address) {
      setShowErrors(true);
      (found.name ? nameRef : addressRef).current?.focus();
      return;
    }
    const saved = await save({ locationId: editing?.id ?? null, values, fields });
    if (!saved) return;
    // Edit mode ends with a fresh (keyed) form; add mode clears its own values and the preview.
    if (editing) dispatch(editEnded());
    else {
      setValues(EMPTY_LOCATION_FORM);
      setShowErrors(false);
    }
  }

  const submitLabel = editing
    ? isSaving
      ? LOCATION_LABELS.updating
      : LOCATION_LABELS.update
    : isSaving
      ? LOCATION_LABELS.adding
      : LOCATION_LABELS.addLocation;

  return (
    <form className="location-form" noValidate onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="location-form__title">
        {editing ? LOCATION_LABELS.editLocation : LOCATION_LABELS.addNewLocation}
      </h2>
      <FormField id={ids.name} label={LOCATION_LABELS.name} error={errors.name} required>
        <input
          ref={nameRef}
          className="map-input"
          maxLength={TEXT_LIMITS.locationName}
          autoComplete="off"
          value={values.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        />
      </FormField>
      <FormField
        id={ids.address}
        label={LOCATION_LABELS.address}
        error={errors.address}
        describedBy={ids.preview}
        required
      >
        <input
          ref={addressRef}
          className="map-input"
          maxLength={TEXT_LIMITS.address}
          autoComplete="street-address"
          value={values.address}
          onChange={(event) => setValues((current) => ({ ...current, address: event.target.value }))}
        />
      </FormField>
      <AddressPreview id={ids.preview} address={values.address} />
      {fields.map((field, index) => (
        <FormField key={field} id={`${formId}-field-${index}`} label={field}>
          <input
            className="map-input"
            maxLength={TEXT_LIMITS.customValue}
            autoComplete="off"
            value={ownValue(values.custom, field) ?? ''}
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                custom: { ...current.custom, [field]: event.target.value },
              }))
            }
          />
        </FormField>
      ))}
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
