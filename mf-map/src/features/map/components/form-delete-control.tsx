import { useState } from 'react';
import { LOCATION_LABELS } from './location-labels';

/**
 * The form's two-step delete (spec section 4): "Delete", then "Confirm Delete" with an "X" to back
 * out; "Deleting..." while the request runs.
 */
export function FormDeleteControl({ deleting, onDelete }: { deleting: boolean; onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);

  if (deleting) {
    return (
      <button type="button" className="gm-button map-button--danger" disabled>
        {LOCATION_LABELS.deleting}
      </button>
    );
  }
  if (!confirming) {
    return (
      <button type="button" className="gm-button map-button--danger" onClick={() => setConfirming(true)}>
        {LOCATION_LABELS.delete}
      </button>
    );
  }
  return (
    <span className="form-delete-control">
      {/* Takes focus: the "Delete" button the keyboard was on has just been replaced by it. */}
      <button type="button" className="gm-button map-button--danger" autoFocus onClick={onDelete}>
        {LOCATION_LABELS.confirmDelete}
      </button>
      <button
        type="button"
        className="gm-button gm-button--secondary"
        aria-label={LOCATION_LABELS.keepLocation}
        title={LOCATION_LABELS.keepLocation}
        onClick={() => setConfirming(false)}
      >
        {LOCATION_LABELS.keepLocationSymbol}
      </button>
    </span>
  );
}
