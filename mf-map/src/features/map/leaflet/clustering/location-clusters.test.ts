import { loadMapClusters, type ClusterEngine } from '@groupmap/app-kit';
import { LocationClusters, type ViewItem } from './location-clusters';
import { locationAt as location, WORLD } from './test-locations';

// Node has no Web Worker: the engine runs the same service in-process (its fallback), which is what
// these tests exercise; app-kit's cluster-worker-source.test.ts runs the worker's own script.
let engine: ClusterEngine;
beforeEach(async () => {
  const { ClusterEngine } = await loadMapClusters();
  engine = new ClusterEngine();
});
afterEach(() => engine.close());

/** The items of a view; a test fails rather than reading undefined. */
async function itemsIn(clusters: LocationClusters, edges: typeof WORLD, zoom: number): Promise<ViewItem[]> {
  const items = await clusters.itemsIn(edges, zoom);
  if (!items) throw new Error('the index was replaced');
  return items;
}

describe('LocationClusters', () => {
  it('skips locations without usable coordinates', async () => {
    const index = new LocationClusters(engine, [
      location(1, 10, 10),
      location(2, Number.NaN, 10),
      location(3, 10, null as unknown as number),
    ]);
    expect(index.drawable.map(({ id }) => id)).toEqual([1]);
    expect(index.location(2)).toBeUndefined();
  });

  it('clusters nearby locations when zoomed out and splits them when zoomed in', async () => {
    const index = new LocationClusters(engine, [
      location(1, 48.85, 2.35),
      location(2, 48.86, 2.36),
      location(3, -33.9, 151.2),
    ]);
    const far = await itemsIn(index, WORLD, 2);
    expect(far).toHaveLength(2);
    const cluster = far.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    const single = far.find((item) => item.kind === 'location');
    expect(single).toMatchObject({ kind: 'location', location: { id: 3 } });

    const expansion = await index.expansionZoom(cluster!.kind === 'cluster' ? cluster!.clusterId : -1);
    const near = await itemsIn(index, WORLD, expansion!);
    expect(near.filter((item) => item.kind === 'location')).toHaveLength(3);
  });

  it('shows two locations at the same spot separately at the maximum zoom', async () => {
    const index = new LocationClusters(engine, [location(1, 5, 5), location(2, 5, 5)]);
    expect(await itemsIn(index, WORLD, 11)).toHaveLength(1);
    expect(await itemsIn(index, WORLD, 12)).toHaveLength(2);
  });

  it('only returns what is inside the view', async () => {
    const index = new LocationClusters(engine, [location(1, 48.85, 2.35), location(2, -33.9, 151.2)]);
    const europe = await itemsIn(index, { west: -10, south: 35, east: 30, north: 60 }, 4);
    expect(europe).toEqual([{ kind: 'location', location: expect.objectContaining({ id: 1 }) }]);
  });

  it('finds the cluster holding a location, for highlighting', async () => {
    const index = new LocationClusters(engine, [
      location(1, 48.85, 2.35),
      location(2, 48.86, 2.36),
      location(3, -33.9, 151.2),
    ]);
    const items = await itemsIn(index, WORLD, 2);
    const cluster = items.find((item) => item.kind === 'cluster');
    const clusterOf = (await index.clusterOfEachLocation(items))!;
    expect(clusterOf.get(1)).toBe(cluster?.kind === 'cluster' ? cluster.clusterId : 'none');
    expect(clusterOf.get(2)).toBe(clusterOf.get(1));
    expect(clusterOf.has(3)).toBe(false);
  });

  // How long 10,000 locations take to draw is measured where a busy machine cannot fail it by
  // accident: the map page benchmark (bench/src/map-load-page.ts, 10,000 locations).
  it('clusters 10,000 locations into few items for the world view, counting each location once', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      location(i + 1, ((i * 7919) % 16_000) / 100 - 80, ((i * 104_729) % 36_000) / 100 - 180),
    );
    const index = new LocationClusters(engine, many);
    const items = await itemsIn(index, WORLD, 2);
    expect(items.length).toBeLessThan(500);
    const total = items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
    expect(total).toBe(10_000);
  });
});

describe('LocationClusters replaced by newer locations', () => {
  it('answers nothing about the old set once a newer one is loaded, and the newer one answers', async () => {
    const older = new LocationClusters(engine, [location(1, 10, 10)]);
    await older.ready;
    const newer = new LocationClusters(engine, [location(1, 10, 10), location(2, -10, -10)]);
    await expect(older.itemsIn(WORLD, 2)).resolves.toBeUndefined();
    expect(await itemsIn(newer, WORLD, 2)).toHaveLength(2);
  });
});
