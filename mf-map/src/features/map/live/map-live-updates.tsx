import type { MapDetails } from '../api/get-map';
import { useLocations } from '../api/list-locations';
import { locationGone } from '../state/map-page-slice';
import { useMapPageDispatch } from '../state/map-page-store';
import { LiveStatus } from './live-status';
import './live-status.css';
import { useLiveMap } from './use-live-map';

/**
 * The map page's live updates: joins the viewed map's channel once its list is loaded, lets go of a
 * location someone else deleted (selected, edited or hovered), and shows the status line beside the
 * header's buttons.
 */
export function MapLiveUpdates({ map }: { map: MapDetails }) {
  const { data } = useLocations(map);
  const dispatch = useMapPageDispatch();
  const state = useLiveMap({
    map,
    listLoaded: data !== undefined,
    onLocationDeleted: (id) => dispatch(locationGone(id)),
  });
  return <LiveStatus {...state} className="live-status--header" />;
}
