import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { MapDetails } from '../api/get-map';
import { mapQueryKey } from '../api/get-map';
import { locationsQueryKey, type LocationList } from '../api/list-locations';
import { applyToList, isAlreadyApplied, type ListChange } from './apply-live-message';
import type { LiveConnection } from './live-connection';
import type { LiveMap, SequencedMessage } from './live-message';

/** How many applied messages are kept to lay again over a refetched list that predates them. */
const REPLAY_LIMIT = 500;

export interface LiveCacheSyncOptions {
  mapId: number;
  permalink: string;
  /** Someone else's change altered the list (for the screen-reader summary). */
  onOthersChange?: (change: ListChange) => void;
  /** The owner rejected what this viewer submitted for review (issue 24): their screen says so. */
  onOwnRejected?: (what: 'location' | 'edit') => void;
}

/**
 * Whether `message` is the owner's rejection of something this viewer submitted: a location of theirs
 * awaiting review deleted as rejected, or their edit discarded (the published version comes back).
 */
function ownRejection(list: LocationList, message: SequencedMessage): 'location' | 'edit' | null {
  if (message.type === 'deleteLocation' && message.review === 'rejected') {
    const mine = list.locations.some(({ id, isOwn }) => id === message.data.id && isOwn);
    return mine ? 'location' : null;
  }
  if (message.type === 'updateLocation' && message.review === 'editRejected') {
    return 'isOwn' in message.data && message.data.isOwn ? 'edit' : null;
  }
  return null;
}

/**
 * Writes a map's live messages into the react-query cache, so the list and the markers follow
 * without refetching the whole list: location messages edit the list entry `{locations, sequence,
 * epoch}`, `mapUpdated` the map entry; `refetch` (a gap older than the server keeps) refetches the
 * list, `mapDeleted` the map, `locationsImported` both takes the map's settings and refetches the
 * list. A list refetch (after the viewer's own save, say) can answer a snapshot read before messages
 * already applied: those are laid over it again, so none is lost. Returns the function that stops it.
 */
export function syncLiveCache(
  connection: LiveConnection,
  queryClient: QueryClient,
  { mapId, permalink, onOthersChange, onOwnRejected }: LiveCacheSyncOptions,
): () => void {
  const listKey = locationsQueryKey(mapId);
  const listHash = hashKey(listKey);
  const mapKey = mapQueryKey(permalink);
  let applied: SequencedMessage[] = [];

  /** Applies a message to the cached list, unless it holds it already (or is not loaded). */
  function applyMessage(message: SequencedMessage, announce: boolean): void {
    const list = queryClient.getQueryData<LocationList>(listKey);
    if (!list || isAlreadyApplied(list, message)) return;
    if (list.epoch !== null && list.epoch !== message.epoch) {
      // The maps database was restored: its numbering started again, so the list is refetched.
      void queryClient.invalidateQueries({ queryKey: listKey });
      return;
    }
    if (message.type === 'locationsImported' || message.type === 'locationsRestored') {
      // The imported locations do not travel, so the list is read again (a snapshot at or past the
      // import's seq). Its sequence stays until then: the list never claims locations it lacks, and
      // a refetch that still predates the import has it laid over again, which reads once more.
      void queryClient.invalidateQueries({ queryKey: listKey });
      return;
    }
    const rejected = announce ? ownRejection(list, message) : null;
    const { list: next, othersChange } = applyToList(list, message);
    queryClient.setQueryData<LocationList>(listKey, next);
    if (announce && othersChange) onOthersChange?.(othersChange);
    if (rejected) onOwnRejected?.(rejected);
  }

  function receive(message: SequencedMessage): void {
    applied = [...applied.slice(-(REPLAY_LIMIT - 1)), message];
    applyMessage(message, true);
  }

  /** Only the public fields travel; the viewer's own (isOwner, requiresPassword) stay as they were. */
  function takeMapSettings(settings: LiveMap): void {
    queryClient.setQueryData<MapDetails | null>(mapKey, (map) => (map ? { ...map, ...settings } : map));
  }

  const unsubscribe = [
    connection.subscribe('newLocation', receive),
    connection.subscribe('updateLocation', receive),
    connection.subscribe('deleteLocation', receive),
    connection.subscribe('mapUpdated', (message) => {
      receive(message);
      takeMapSettings(message.data);
    }),
    connection.subscribe('locationsImported', (message) => {
      // The settings first: an import may add custom fields, which the reloaded locations carry.
      takeMapSettings(message.data.map);
      receive(message);
    }),
    connection.subscribe('locationsRemoved', receive),
    // Restored locations (issue 25) do not travel: each viewer sees them differently, so it reloads.
    connection.subscribe('locationsRestored', receive),
    connection.subscribe('mapDeleted', (message) => {
      receive(message);
      void queryClient.invalidateQueries({ queryKey: mapKey });
    }),
    connection.subscribe('refetch', () => {
      applied = [];
      void queryClient.invalidateQueries({ queryKey: listKey });
    }),
  ];

  // A fetched list (not one this module wrote) replaces whatever was applied to the old one.
  const unwatch = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (event.query.queryHash !== listHash) return;
    const list = event.query.state.data as LocationList | undefined;
    if (!list) return;
    for (const message of applied) {
      if (message.epoch === list.epoch && list.sequence !== null && message.seq > list.sequence) {
        applyMessage(message, false);
      }
    }
  });

  return () => {
    for (const stop of unsubscribe) stop();
    unwatch();
  };
}
