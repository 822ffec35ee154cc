import { errorMessage } from '@groupmap/app-kit';
import { formatMessage, messages } from '@groupmap/contracts';
import type { useWorkspaceLocations } from '../hooks/use-workspace-locations';
import { LocationList } from './location-list';
import { LOCATION_LABELS } from './location-labels';

interface LocationListAreaProps {
  mapId: number;
  fields: readonly string[];
  locations: ReturnType<typeof useWorkspaceLocations>;
}

/** The list, or what stands in for it while the locations load or when they failed to. */
export function LocationListArea({ mapId, fields, locations }: LocationListAreaProps) {
  const { query, listed } = locations;
  if (query.isPending) {
    return (
      <p className="location-list__note" role="status">
        {LOCATION_LABELS.loadingLocations}
      </p>
    );
  }
  if (query.isError) {
    const message = errorMessage(query.error) ?? messages.unexpectedError;
    return (
      <p className="location-list__note" role="alert">
        {formatMessage(messages.loadError, { message })}
      </p>
    );
  }
  return <LocationList mapId={mapId} fields={fields} locations={listed} />;
}
