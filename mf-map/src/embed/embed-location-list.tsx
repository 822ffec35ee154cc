import type { UseQueryResult } from '@tanstack/react-query';
import type { LocationList } from '../features/map/api/list-locations';
import { LocationsQueryState } from '../features/map/components/locations-query-state';
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
  return (
    <LocationsQueryState query={query}>
      <VirtualLocationList {...list} />
    </LocationsQueryState>
  );
}
