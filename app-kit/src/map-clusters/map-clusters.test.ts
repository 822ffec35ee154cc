import { CLUSTER_OPTIONS } from './cluster-points';
import { prebuildClusters, startClusterEngine, takeClusterEngine } from './map-clusters';

const WORLD = [-180, -85, 180, 85];
const list = [
  { id: 1, latitude: 10, longitude: 10 },
  { id: 2, latitude: -10, longitude: -10 },
  { id: 3, latitude: null as unknown as number, longitude: 5 },
];

describe('the engine the shell starts for the map page', () => {
  it('is the one the page takes, with the list already indexed and shared', async () => {
    prebuildClusters(list);
    const engine = takeClusterEngine();
    const points = jest.fn(() => new Float64Array());
    const indexed = engine.index(list, CLUSTER_OPTIONS, points);
    expect(points).not.toHaveBeenCalled();
    await indexed.ready;
    const items = await engine.items(indexed.generation, WORLD, CLUSTER_OPTIONS.maxZoom);
    expect(items).toHaveLength(2 * 5);
    engine.close();
  });

  it('leaves a page’s engine alone, and gives the next page a fresh one', async () => {
    const first = takeClusterEngine();
    const own = first.index(['own'], CLUSTER_OPTIONS, () => Float64Array.from([9, 1, 1]));
    prebuildClusters(list);
    expect(first.index(['own'], CLUSTER_OPTIONS, () => new Float64Array())).not.toBe(own);
    const second = takeClusterEngine();
    expect(second).not.toBe(first);
    first.close();
    second.close();
    const afterClose = takeClusterEngine();
    expect(afterClose).not.toBe(second);
    afterClose.close();
  });

  it('starts one engine ahead of the list, which the list and then the page use', () => {
    startClusterEngine();
    const started = takeClusterEngine();
    started.close();
    startClusterEngine();
    startClusterEngine();
    prebuildClusters(list);
    const engine = takeClusterEngine();
    expect(engine).not.toBe(started);
    expect(engine.index(list, CLUSTER_OPTIONS, () => new Float64Array()).generation).toBe(1);
    engine.close();
  });
});
