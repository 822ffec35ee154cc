import { locationActionLabels } from '@groupmap/contracts';
import type { Location } from '../api/list-locations';
import { locationDialogOpened } from '../state/map-page-slice';
import { useMapPageDispatch } from '../state/map-page-store';

/**
 * The map page's actions on one location beyond Edit and Delete (issue 25), in its expanded list entry
 * and its popup: "History" for its author and the owner (who may delete it), "Report" for everyone
 * else. The embed, view-only, offers neither.
 */
export function LocationActions({ location }: { location: Pick<Location, 'id' | 'canDelete'> }) {
  const dispatch = useMapPageDispatch();
  const kind = location.canDelete ? 'history' : 'report';
  return (
    <button
      type="button"
      className="map-link-button"
      aria-haspopup="dialog"
      onClick={() => dispatch(locationDialogOpened({ kind, locationId: location.id }))}
    >
      {locationActionLabels[kind]}
    </button>
  );
}

/** The slot form lists and popups take. */
export const renderLocationActions = (location: Pick<Location, 'id' | 'canDelete'>) => (
  <LocationActions location={location} />
);
