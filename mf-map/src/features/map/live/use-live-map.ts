import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { MapDetails } from '../api/get-map';
import { mapQueryKey } from '../api/get-map';
import { locationsQueryKey, type LocationList } from '../api/list-locations';
import { ChangeAnnouncer } from './change-announcer';
import { liveChannelUrl, LiveConnection } from './live-connection';
import { syncLiveCache } from './live-cache-sync';

/** How long "Live updates resumed" stays after a reconnect. */
const RESUMED_NOTICE_MS = 4000;

export interface LiveMapState {
  /** paused: the connection dropped and a reconnect is due; resumed: it is back (for a moment). */
  notice: 'paused' | 'resumed' | null;
  /** People viewing the map now (presence), or null while unknown. */
  viewers: number | null;
  /** The latest summary of other people's changes, for a polite live region. */
  announcement: string;
}

export interface UseLiveMapOptions {
  map: Pick<MapDetails, 'id' | 'permalink'>;
  /** Joins once the list has data (its sequence is where the join resumes from). */
  listLoaded: boolean;
  /** A location someone deleted (the map page lets go of it if it was selected or edited). */
  onLocationDeleted?: (id: number) => void;
  /** The owner rejected the viewer's location or edit awaiting review (issue 24). */
  onOwnRejected?: (what: 'location' | 'edit') => void;
}

/**
 * Joins the map's live channel while mounted (spec section 4: while viewing; leaves on exit) and
 * keeps the cached list and map current from it; returns what the status line shows.
 */
export function useLiveMap({
  map,
  listLoaded,
  onLocationDeleted,
  onOwnRejected,
}: UseLiveMapOptions): LiveMapState {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<LiveMapState['notice']>(null);
  const [viewers, setViewers] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const onDeleted = useRef(onLocationDeleted);
  const onRejected = useRef(onOwnRejected);
  useEffect(() => {
    onDeleted.current = onLocationDeleted;
    onRejected.current = onOwnRejected;
  });
  const { id: mapId, permalink } = map;

  useEffect(() => {
    if (!listLoaded) return;
    const listKey = locationsQueryKey(mapId);
    let resumedTimer: ReturnType<typeof setTimeout> | undefined;
    const connection = new LiveConnection({
      url: (position) => liveChannelUrl(permalink, position),
      position: () => {
        const list = queryClient.getQueryData<LocationList>(listKey);
        return { since: list?.sequence ?? null, epoch: list?.epoch ?? null };
      },
      onStatus: (status) => {
        clearTimeout(resumedTimer);
        if (status === 'paused') {
          setNotice('paused');
          setViewers(null);
        } else if (status === 'live') {
          setNotice((current) => (current === 'paused' ? 'resumed' : current));
          resumedTimer = setTimeout(() => setNotice(null), RESUMED_NOTICE_MS);
        } else if (status === 'ended') {
          setNotice(null);
          setViewers(null);
        }
      },
      onMapInQuestion: () => void queryClient.invalidateQueries({ queryKey: mapQueryKey(permalink) }),
    });
    // Announcements alternate a trailing no-break space, so the same summary twice is read twice.
    let alternate = false;
    const announcer = new ChangeAnnouncer((text) => {
      alternate = !alternate;
      setAnnouncement(alternate ? text : `${text}\u00a0`);
    });
    const stopSync = syncLiveCache(connection, queryClient, {
      mapId,
      permalink,
      onOthersChange: (change) => announcer.add(change),
      onOwnRejected: (what) => onRejected.current?.(what),
    });
    const unsubscribe = [
      connection.subscribe('presence', ({ data }) => setViewers(data.viewers)),
      connection.subscribe('deleteLocation', ({ data }) => onDeleted.current?.(data.id)),
      connection.subscribe('locationsRemoved', ({ data }) =>
        data.ids.forEach((id) => onDeleted.current?.(id)),
      ),
    ];
    connection.start();
    return () => {
      connection.stop();
      stopSync();
      for (const stop of unsubscribe) stop();
      announcer.dispose();
      clearTimeout(resumedTimer);
      setNotice(null);
      setViewers(null);
    };
  }, [listLoaded, mapId, permalink, queryClient]);

  return { notice, viewers, announcement };
}
