import vm from 'node:vm';
import type { ClusterAnswer, ClusterRequest } from './cluster-protocol';
import { clusterWorkerSource } from './cluster-worker-source';

/** A stand-in for a worker's global scope: `self` is the global, as in a real worker. */
function runWorkerScript() {
  const answers: ClusterAnswer[] = [];
  const scope: Record<string, unknown> = {
    postMessage: (answer: ClusterAnswer) => answers.push(answer),
    // Globals a worker has that supercluster uses.
    performance,
    console,
  };
  scope.self = scope;
  vm.runInNewContext(clusterWorkerSource(), scope);
  const onmessage = scope.onmessage as (event: { data: ClusterRequest }) => void;
  return {
    answers,
    ask: (request: ClusterRequest) => {
      onmessage({ data: request });
      return answers.at(-1)!;
    },
  };
}

const OPTIONS = { radius: 60, extent: 256, maxZoom: 11 };
const WORLD = [-180, -85, 180, 85];

describe('the clustering worker script', () => {
  it('stands alone: supercluster and the service run with nothing but a worker scope', () => {
    const worker = runWorkerScript();
    // Paris twice, Sydney once: [id, longitude, latitude] each.
    const points = Float64Array.from([1, 2.35, 48.85, 2, 2.36, 48.86, 3, 151.2, -33.9]);
    expect(worker.ask({ kind: 'load', id: 1, generation: 7, options: OPTIONS, points })).toEqual({
      id: 1,
      kind: 'loaded',
    });

    const answer = worker.ask({ kind: 'items', id: 2, generation: 7, bbox: WORLD, zoom: 2 });
    if (answer.kind !== 'items') throw new Error(`unexpected answer ${answer.kind}`);
    const items = Array.from(answer.items);
    expect(items).toHaveLength(10);
    // One cluster of the two in Paris (kind 1, its id, count 2) and Sydney alone (kind 0, id 3).
    const [cluster, single] =
      items[0] === 1 ? [items.slice(0, 5), items.slice(5)] : [items.slice(5), items.slice(0, 5)];
    expect(cluster.slice(0, 1).concat(cluster.slice(2, 3))).toEqual([1, 2]);
    expect(single.slice(0, 3)).toEqual([0, 3, 1]);
    expect(single[3]).toBeCloseTo(151.2);
    expect(single[4]).toBeCloseTo(-33.9);
    const clusterId = cluster[1]!;

    const zoom = worker.ask({ kind: 'expansionZoom', id: 3, generation: 7, clusterId });
    expect(zoom).toMatchObject({ kind: 'expansionZoom', zoom: expect.any(Number) });
    const leaves = worker.ask({ kind: 'leaves', id: 4, generation: 7, clusterIds: [clusterId] });
    if (leaves.kind !== 'leaves') throw new Error(`unexpected answer ${leaves.kind}`);
    expect(Array.from(leaves.pairs).sort()).toEqual([1, 2, clusterId, clusterId].sort());
  });

  it('answers a request about a replaced index as stale, and a broken one as failed', () => {
    const worker = runWorkerScript();
    const points = Float64Array.from([1, 0, 0]);
    worker.ask({ kind: 'load', id: 1, generation: 1, options: OPTIONS, points });
    worker.ask({ kind: 'load', id: 2, generation: 2, options: OPTIONS, points });
    expect(worker.ask({ kind: 'items', id: 3, generation: 1, bbox: WORLD, zoom: 0 })).toEqual({
      id: 3,
      kind: 'stale',
    });
    expect(worker.ask({ kind: 'leaves', id: 4, generation: 2, clusterIds: [12345] })).toMatchObject({
      id: 4,
      kind: 'failed',
    });
  });
});
