import { QueryClient } from '@tanstack/react-query';
import type { MapDetails } from '../api/get-map';
import type { LocationList } from '../api/list-locations';
import { fakeSockets } from '../../../testing/fake-live-socket';
import { syncLiveCache } from './live-cache-sync';
import { LiveConnection } from './live-connection';
import {
  added,
  deleted,
  EPOCH,
  imported,
  liveMap,
  location,
  shared,
  updated,
} from '../../../testing/test-messages';

jest.mock('../../../../../app-kit/src/styles/app-kit.css', () => ({}));

const MAP_ID = 3;
const PERMALINK = 'pantries';
const listKey = [`/api/maps/${MAP_ID}/locations`];
const mapKey = [`/api/maps/${PERMALINK}`];

const map: MapDetails = {
  id: MAP_ID,
  permalink: PERMALINK,
  name: 'Pantries',
  description: null,
  customFields: [],
  passwordProtected: false,
  logoUrl: null,
  whoCanAdd: 'anyone',
  reviewNewLocations: false,
  requiresPassword: false,
  isOwner: true,
  createdAt: '2026-01-01T10:00:00.000Z',
};

const connections: LiveConnection[] = [];
afterEach(() => {
  for (const connection of connections.splice(0)) connection.stop();
});

function setUp(list: LocationList = { locations: [location(2), location(1)], sequence: 4, epoch: EPOCH }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  queryClient.setQueryData(listKey, list);
  queryClient.setQueryData(mapKey, map);
  const fake = fakeSockets();
  const connection = new LiveConnection({
    url: () => 'ws://test',
    position: () => ({ since: null, epoch: null }),
    createSocket: fake.createSocket,
  });
  const changes: string[] = [];
  const stop = syncLiveCache(connection, queryClient, {
    mapId: MAP_ID,
    permalink: PERMALINK,
    onOthersChange: (change) => changes.push(change),
  });
  connections.push(connection);
  connection.start();
  fake.latest().open();
  const cached = () => queryClient.getQueryData<LocationList>(listKey)!;
  return { queryClient, socket: fake.latest(), cached, changes, stop, connection };
}

const ids = (list: LocationList) => list.locations.map(({ id }) => id);

describe('syncLiveCache', () => {
  it('adds, updates and removes locations in the cached list, moving its sequence', () => {
    const { socket, cached, changes } = setUp();
    socket.receive(added(5, shared(7)));
    expect(ids(cached())).toEqual([7, 2, 1]);
    expect(cached().sequence).toBe(5);
    socket.receive(updated(6, shared(2, { name: 'Renamed' })));
    expect(cached().locations[1]).toMatchObject({ id: 2, name: 'Renamed', isOwn: false, canEdit: false });
    socket.receive(deleted(7, 1));
    expect(ids(cached())).toEqual([7, 2]);
    expect(cached()).toMatchObject({ sequence: 7, epoch: EPOCH });
    expect(changes).toEqual(['added', 'changed', 'removed']);
  });

  it('ignores a message the list already holds (its snapshot was read after it)', () => {
    const { socket, cached, changes } = setUp();
    socket.receive(added(4, shared(9)));
    expect(ids(cached())).toEqual([2, 1]);
    expect(changes).toEqual([]);
  });

  it("updates the map's public fields and keeps the viewer's own", () => {
    const { socket, queryClient } = setUp();
    const { isOwner: _isOwner, requiresPassword: _requiresPassword, ...fields } = map;
    socket.receive({ type: 'mapUpdated', data: { ...fields, name: 'Food pantries' }, seq: 5, epoch: EPOCH });
    expect(queryClient.getQueryData(mapKey)).toEqual({ ...map, name: 'Food pantries' });
  });

  it('refetches the list on refetch, and the map when it is deleted', () => {
    const { socket, queryClient } = setUp();
    socket.receive({ type: 'refetch', data: {}, seq: 20, epoch: EPOCH });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(mapKey)?.isInvalidated).toBe(false);
    socket.receive({ type: 'mapDeleted', data: { id: MAP_ID, permalink: PERMALINK }, seq: 21, epoch: EPOCH });
    expect(queryClient.getQueryState(mapKey)?.isInvalidated).toBe(true);
  });

  describe('an import (locationsImported)', () => {
    const invalidated = (queryClient: QueryClient) => queryClient.getQueryState(listKey)?.isInvalidated;
    const reload = (queryClient: QueryClient, answer: LocationList) =>
      queryClient.fetchQuery({ queryKey: listKey, queryFn: async () => answer, staleTime: 0 });
    const importedIds = [103, 102, 101];

    it("takes the map's settings as mapUpdated does and reads the list again, its sequence kept till then", () => {
      const { socket, queryClient, cached, changes } = setUp();
      socket.receive(imported(5, 3, liveMap({ customFields: ['Website'] })));
      expect(queryClient.getQueryData(mapKey)).toEqual({ ...map, customFields: ['Website'] });
      expect(invalidated(queryClient)).toBe(true);
      expect(cached()).toMatchObject({ sequence: 4, epoch: EPOCH });
      expect(ids(cached())).toEqual([2, 1]);
      expect(changes).toEqual([]);
    });

    it('applies the changes after it meanwhile, and lays them over the reloaded list', async () => {
      const { socket, queryClient, cached } = setUp();
      socket.receive(imported(5, 3));
      socket.receive(added(6, shared(7)));
      socket.receive(deleted(7, 2));
      expect(ids(cached())).toEqual([7, 1]);
      // The list was read after the import, before the add and the delete.
      await reload(queryClient, {
        locations: [...importedIds.map((id) => location(id)), location(2), location(1)],
        sequence: 5,
        epoch: EPOCH,
      });
      expect(ids(cached())).toEqual([7, ...importedIds, 1]);
      expect(cached().sequence).toBe(7);
      expect(invalidated(queryClient)).toBe(false);
      // A later change applies; its redelivery (the same seq) does not.
      socket.receive(deleted(8, 7));
      socket.receive(deleted(8, 101));
      expect(ids(cached())).toEqual([...importedIds, 1]);
      expect(cached().sequence).toBe(8);
    });

    it('reads the list once more when the answer still predates the import', async () => {
      const { socket, queryClient, cached } = setUp();
      socket.receive(imported(5, 3));
      await reload(queryClient, { locations: [location(2), location(1)], sequence: 4, epoch: EPOCH });
      expect(invalidated(queryClient)).toBe(true);
      await reload(queryClient, {
        locations: [...importedIds.map((id) => location(id)), location(2), location(1)],
        sequence: 5,
        epoch: EPOCH,
      });
      expect(invalidated(queryClient)).toBe(false);
      expect(ids(cached())).toEqual([...importedIds, 2, 1]);
    });

    it('reads nothing again for an import the list already holds', () => {
      const { socket, queryClient, cached } = setUp({ locations: [location(1)], sequence: 6, epoch: EPOCH });
      socket.receive(imported(5, 3));
      expect(invalidated(queryClient)).toBe(false);
      expect(cached().sequence).toBe(6);
    });
  });

  it('lays applied messages again over a refetched list read before them', async () => {
    const { socket, cached, queryClient } = setUp();
    socket.receive(added(5, shared(7)));
    socket.receive(added(6, shared(8)));
    // The viewer's own save refetched the list; its snapshot was read at 5, before 6 arrived.
    let answer: LocationList = {
      locations: [location(7), location(2), location(1)],
      sequence: 5,
      epoch: EPOCH,
    };
    await queryClient.fetchQuery({ queryKey: listKey, queryFn: async () => answer, staleTime: 0 });
    expect(ids(cached())).toEqual([8, 7, 2, 1]);
    expect(cached().sequence).toBe(6);

    // A newer snapshot is taken as it is.
    answer = { locations: [location(9), location(8)], sequence: 9, epoch: EPOCH };
    await queryClient.fetchQuery({ queryKey: listKey, queryFn: async () => answer, staleTime: 0 });
    expect(ids(cached())).toEqual([9, 8]);
    expect(cached().sequence).toBe(9);
  });

  it('refetches the list when a message comes from another epoch (a restored database)', () => {
    const { socket, cached, queryClient } = setUp();
    socket.receive(added(1, shared(7), 'epoch-b'));
    expect(ids(cached())).toEqual([2, 1]);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('stops writing once stopped', () => {
    const { socket, cached, stop } = setUp();
    stop();
    socket.receive(added(5, shared(7)));
    expect(ids(cached())).toEqual([2, 1]);
  });
});
