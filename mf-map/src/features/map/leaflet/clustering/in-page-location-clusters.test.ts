import { InPageLocationClusters } from './in-page-location-clusters';
import { locationAt as location, WORLD } from './test-locations';

describe('InPageLocationClusters (the embed)', () => {
  it('answers as the worker does: clusters far out, single markers once expanded, the cluster of each location', async () => {
    const index = new InPageLocationClusters([
      location(1, 48.85, 2.35),
      location(2, 48.86, 2.36),
      location(3, -33.9, 151.2),
      location(4, Number.NaN, 0),
    ]);
    expect(index.drawable.map(({ id }) => id)).toEqual([1, 2, 3]);
    const far = await index.itemsIn(WORLD, 2);
    const cluster = far.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    expect(far.find((item) => item.kind === 'location')).toMatchObject({ location: { id: 3 } });
    const clusterId = cluster?.kind === 'cluster' ? cluster.clusterId : -1;
    const near = await index.itemsIn(WORLD, await index.expansionZoom(clusterId));
    expect(near.filter((item) => item.kind === 'location')).toHaveLength(3);
    const clusterOf = await index.clusterOfEachLocation(far);
    expect([clusterOf.get(1), clusterOf.get(2), clusterOf.has(3)]).toEqual([clusterId, clusterId, false]);
  });
});
