import { useToast } from '@groupmap/app-kit';
import { toasts } from '@groupmap/contracts';
import type { MapDetails } from '../api/get-map';
import { toastFrom } from '../hooks/location-toasts';
import { useLocations } from '../api/list-locations';
import { locationGone } from '../state/map-page-slice';
import { useMapPageDispatch } from '../state/map-page-store';
import { LiveStatus } from './live-status';
import './live-status.css';
import { useLiveMap } from './use-live-map';

/**
 * The map page's live updates: joins the viewed map's channel once its list is loaded, lets go of a
 * location someone else deleted (selected, edited or hovered), tells the viewer when the owner
 * rejected what they submitted for review, and shows the status line beside the header's buttons.
 */
export function MapLiveUpdates({ map }: { map: MapDetails }) {
  const { data } = useLocations(map);
  const dispatch = useMapPageDispatch();
  const { toast } = useToast();
  const state = useLiveMap({
    map,
    listLoaded: data !== undefined,
    onLocationDeleted: (id) => dispatch(locationGone(id)),
    onOwnRejected: (what) =>
      toast(toastFrom(what === 'location' ? toasts.locationNotApproved : toasts.editNotApproved)),
  });
  return <LiveStatus {...state} className="live-status--header" />;
}
