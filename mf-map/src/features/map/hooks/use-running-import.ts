import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { mapQueryKey, type MapDetails } from '../api/get-map';
import { importProgressQueryOptions, type ImportProgress } from '../api/get-import';
import { locationsQueryKey } from '../api/list-locations';
import { clearRunningImport, loadRunningImport, saveRunningImport } from '../state/running-import-storage';

export interface RunningImport {
  /** The committed import this tab follows, or null. */
  importId: string | null;
  progress: ImportProgress | undefined;
  /** Follows a committed import from its first answer (the commit's, or a cancel's). */
  follow: (progress: ImportProgress) => void;
  forget: () => void;
}

/**
 * The owner's committed import on this map: remembered in sessionStorage and polled every second
 * until final, here at page level so that it carries on while the dialog is closed. When it is done
 * the map (its custom fields may have grown) and its locations are fetched again. Coming back to the
 * page reopens its dialog, still running or finished meanwhile; one the server no longer knows is
 * forgotten.
 */
export function useRunningImport(
  map: Pick<MapDetails, 'id' | 'permalink'>,
  /** Called once when the page opens on a remembered import the server still knows: reopen its dialog. */
  onResume: () => void,
): RunningImport {
  const queryClient = useQueryClient();
  const [importId, setImportId] = useState(() => loadRunningImport(map.id));
  // The commit's answer, shown until the first read answers. Kept here, not put in the cache with
  // `setQueryData`: with the app's cache lifetime of 0 (app-kit's queryDefaults) an entry nobody
  // observes yet is dropped before the re-render that would observe it.
  const [first, setFirst] = useState<ImportProgress | null>(null);
  const checkOnLoad = useRef(importId !== null);
  const { data: progress, isError } = useQuery({
    ...importProgressQueryOptions(map.id, importId ?? ''),
    enabled: importId !== null,
    initialData: () => (first !== null && first.id === importId ? first : undefined),
  });
  const status = progress?.status;

  const forget = () => {
    clearRunningImport(map.id);
    setImportId(null);
  };

  useEffect(() => {
    if (!checkOnLoad.current || (status === undefined && !isError)) return;
    checkOnLoad.current = false;
    // Running, or finished while the owner was away: either way they come back to see how it
    // ended (closing the dialog on a final import forgets it). Gone from the server: forgotten.
    if (status !== undefined) onResume();
    else forget();
    // Only the first answer after the page opened decides; the callbacks do not change what it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, isError]);

  useEffect(() => {
    if (status !== 'done') return;
    void queryClient.invalidateQueries({ queryKey: locationsQueryKey(map.id) });
    void queryClient.invalidateQueries({ queryKey: mapQueryKey(map.permalink) });
  }, [status, map.id, map.permalink, queryClient]);

  const follow = (answer: ImportProgress) => {
    setFirst(answer);
    saveRunningImport(map.id, answer.id);
    setImportId(answer.id);
  };

  return { importId, progress: importId === null ? undefined : progress, follow, forget };
}
