import { errorMessage } from '@groupmap/app-kit';
import { formatMessage, messages } from '@groupmap/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LOCATION_LABELS } from './location-labels';

/**
 * The list (`children`) once the locations arrived, or what stands in for it while they load or when
 * they failed to. The map page and the embed both show their lists through it.
 */
export function LocationsQueryState({
  query,
  children,
}: {
  query: UseQueryResult<unknown>;
  children: ReactNode;
}) {
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
  return children;
}
