import { errorMessage } from '@groupmap/app-kit';
import { formatMessage, messages } from '@groupmap/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LocationList } from '../features/map/api/list-locations';
import { LOCATION_LABELS } from '../features/map/components/location-labels';
import {
  VirtualLocationList,
  type VirtualLocationListProps,
} from '../features/map/components/virtual-location-list';

/** The shared list's view-only props: no Edit, no Delete. */
type EmbedLocationListProps = Omit<
  VirtualLocationListProps,
  'editingId' | 'deletingId' | 'onEdit' | 'onDelete' | 'ref'
> & { query: UseQueryResult<LocationList> };

/**
 * The embed's list, view-only (no Edit, no Delete), or what stands in for it while the locations
 * load or when they failed to.
 */
export function EmbedLocationList({ query, ...list }: EmbedLocationListProps) {
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
  return <VirtualLocationList {...list} />;
}
