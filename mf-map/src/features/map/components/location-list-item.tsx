import { ownValue } from '@groupmap/contracts';
import type { ReactNode } from 'react';
import type { Location } from '../api/list-locations';
import { LinkifiedText } from './linkified-text';
import { LOCATION_LABELS } from './location-labels';
import { reviewLabel } from '../leaflet/review-label';

export interface LocationListItemProps {
  location: Location;
  /** The map's custom field names, in the map's order. */
  fields: readonly string[];
  expanded: boolean;
  editing?: boolean;
  deleting?: boolean;
  onToggle: (id: number) => void;
  onZoom: (id: number) => void;
  /** Left out where the list is view-only (the embed): no "Edit" then, whatever `canEdit` says. */
  onEdit?: (id: number) => void;
  /** Left out where the list is view-only (the embed): no "Delete" then, whatever `canDelete` says. */
  onDelete?: (id: number) => void;
  /** More actions on the expanded entry, where the list offers them (the map page's, issue 25). */
  renderActions?: (location: Location) => ReactNode;
}

/**
 * One location of the list (spec section 2): its name, and once clicked its address, every custom
 * field of the map, "Zoom to location" and, where this visitor may and the list offers them, "Edit"
 * and "Delete".
 */
export function LocationListItem({
  location,
  fields,
  expanded,
  editing = false,
  deleting = false,
  onToggle,
  onZoom,
  onEdit,
  onDelete,
  renderActions,
}: LocationListItemProps) {
  const detailsId = `location-details-${location.id}`;
  const review = reviewLabel(location);
  return (
    <>
      <button
        type="button"
        className="location-item__toggle"
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        onClick={() => onToggle(location.id)}
      >
        <span className="location-item__name">{location.name}</span>
        {/* The space keeps the mark a word of its own in the button's accessible name. */}
        {review && (
          <>
            {' '}
            <span className="gm-review-mark">{review}</span>
          </>
        )}
        {location.isOwn && <span className="gm-visually-hidden"> ({LOCATION_LABELS.addedByYou})</span>}
      </button>
      {expanded && (
        <div id={detailsId} className="location-item__details">
          <p className="location-item__address">{location.address}</p>
          {fields.length > 0 && (
            <dl className="location-item__fields">
              {fields.map((field) => (
                <div key={field} className="location-item__field">
                  <dt>{field}</dt>
                  <dd>
                    <LinkifiedText text={ownValue(location.customData, field) ?? ''} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="location-item__actions">
            <button type="button" className="map-link-button" onClick={() => onZoom(location.id)}>
              {LOCATION_LABELS.zoomToLocation}
            </button>
            {onEdit && location.canEdit && (
              <button
                type="button"
                className="map-link-button"
                aria-pressed={editing}
                onClick={() => onEdit(location.id)}
              >
                {LOCATION_LABELS.edit}
              </button>
            )}
            {onDelete && location.canDelete && (
              <button
                type="button"
                className="map-link-button map-link-button--danger"
                disabled={deleting}
                onClick={() => onDelete(location.id)}
              >
                {deleting ? LOCATION_LABELS.deleting : LOCATION_LABELS.delete}
              </button>
            )}
            {renderActions?.(location)}
          </div>
        </div>
      )}
    </>
  );
}
