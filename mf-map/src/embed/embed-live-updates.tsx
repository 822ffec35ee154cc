import type { MapDetails } from '../features/map/api/get-map';
import { LiveStatus } from '../features/map/live/live-status';
import { useLiveMap } from '../features/map/live/use-live-map';
import { useEmbeddedLocations } from './embed-api';

/**
 * The embed's live updates (issue 10: /embed gets them for public maps; a protected map's embed
 * shows no working area, so it never joins). The socket carries no session the embed asked for.
 */
export function EmbedLiveUpdates({ map }: { map: MapDetails }) {
  const { data } = useEmbeddedLocations(map);
  const state = useLiveMap({ map, listLoaded: data !== undefined });
  return <LiveStatus {...state} className="live-status--embed" />;
}
