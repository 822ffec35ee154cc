import { dataOrThrow, getApiClient, result } from '@groupmap/app-kit';
import { isFinalImportStatus, type ApiSchema } from '@groupmap/contracts';
import { queryOptions } from '@tanstack/react-query';
import { IMPORT_OWN_WORDS } from './import-own-words';

export type ImportProgress = ApiSchema<'ImportProgress'>;

/** How often a running import is asked where it stands. */
export const IMPORT_POLL_MS = 1000;

/** GET /api/maps/{mapId}/imports/{importId}: where the import stands. */
export async function getImport(mapId: number, importId: string): Promise<ImportProgress> {
  return dataOrThrow(
    await result(
      getApiClient().GET('/api/maps/{mapId}/imports/{importId}', {
        params: { path: { mapId: String(mapId), importId } },
      }),
      IMPORT_OWN_WORDS,
    ),
  );
}

/** Spec section 7: the request URL is the first key. */
export function importProgressQueryKey(mapId: number, importId: string) {
  return [`/api/maps/${mapId}/imports/${importId}`] as const;
}

/**
 * The import's progress, asked again every second until it is final (done, failed or cancelled).
 * Not retried: an import that is gone (404 after its 24 hours) is simply forgotten by the caller.
 */
export function importProgressQueryOptions(mapId: number, importId: string) {
  return queryOptions({
    queryKey: importProgressQueryKey(mapId, importId),
    queryFn: () => getImport(mapId, importId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isFinalImportStatus(status) ? false : IMPORT_POLL_MS;
    },
    retry: false,
  });
}
