import type { useWorkspaceLocations } from '../hooks/use-workspace-locations';
import { LocationList } from './location-list';
import { LocationsQueryState } from './locations-query-state';

interface LocationListAreaProps {
  mapId: number;
  fields: readonly string[];
  locations: ReturnType<typeof useWorkspaceLocations>;
}

/** The list, or what stands in for it while the locations load or when they failed to. */
export function LocationListArea({ mapId, fields, locations }: LocationListAreaProps) {
  return (
    <LocationsQueryState query={locations.query}>
      <LocationList mapId={mapId} fields={fields} locations={locations.listed} />
    </LocationsQueryState>
  );
}
