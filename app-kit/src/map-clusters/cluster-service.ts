import type Supercluster from 'supercluster';
import type { ClusterAnswer, ClusterRequest, ClusterServiceScope } from './cluster-protocol';

type SuperclusterClass = typeof Supercluster;

/**
 * The clustering worker's body: builds supercluster's index for each load and answers queries about
 * the latest one. It runs inside a Web Worker made from a Blob (cluster-worker-source.ts turns this very
 * function into the worker's source with `toString`), so it must stand alone: no imports, no
 * constants from around it, and nothing the compiler would need a helper for (no array spread or
 * destructuring, no classes). `Cluster` is supercluster's class, passed in because the worker
 * gets it as a global from the bundle placed before this function.
 */
export function runClusterService(scope: ClusterServiceScope, Cluster: SuperclusterClass): void {
  let generation = -1;
  let index: Supercluster<{ id: number }, { id: number }> | undefined;

  function answerTo(request: ClusterRequest): ClusterAnswer {
    if (request.kind === 'load') {
      const points = request.points;
      const features = [];
      for (let i = 0; i < points.length; i += 3) {
        features.push({
          type: 'Feature' as const,
          properties: { id: points[i]! },
          geometry: { type: 'Point' as const, coordinates: [points[i + 1]!, points[i + 2]!] },
        });
      }
      index = new Cluster<{ id: number }, { id: number }>(request.options).load(features);
      generation = request.generation;
      return { id: request.id, kind: 'loaded' };
    }
    if (!index || request.generation !== generation) return { id: request.id, kind: 'stale' };
    if (request.kind === 'items') {
      const bbox = request.bbox;
      const features = index.getClusters([bbox[0]!, bbox[1]!, bbox[2]!, bbox[3]!], request.zoom);
      const items = new Float64Array(features.length * 5);
      for (let i = 0; i < features.length; i += 1) {
        const feature = features[i]!;
        const props = feature.properties as {
          id?: number;
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
        };
        const isCluster = props.cluster === true;
        items[i * 5] = isCluster ? 1 : 0;
        items[i * 5 + 1] = isCluster ? props.cluster_id! : props.id!;
        items[i * 5 + 2] = isCluster ? props.point_count! : 1;
        items[i * 5 + 3] = feature.geometry.coordinates[0]!;
        items[i * 5 + 4] = feature.geometry.coordinates[1]!;
      }
      return { id: request.id, kind: 'items', items };
    }
    if (request.kind === 'expansionZoom')
      return {
        id: request.id,
        kind: 'expansionZoom',
        zoom: index.getClusterExpansionZoom(request.clusterId),
      };
    const pairs = [];
    for (let c = 0; c < request.clusterIds.length; c += 1) {
      const clusterId = request.clusterIds[c]!;
      const leaves = index.getLeaves(clusterId, Infinity);
      for (let i = 0; i < leaves.length; i += 1) pairs.push(leaves[i]!.properties.id, clusterId);
    }
    return { id: request.id, kind: 'leaves', pairs: Float64Array.from(pairs) };
  }

  scope.onmessage = function onRequest(event) {
    let answer: ClusterAnswer;
    try {
      answer = answerTo(event.data);
    } catch (error) {
      answer = { id: event.data.id, kind: 'failed', message: String(error) };
    }
    const buffers: Transferable[] = [];
    if (answer.kind === 'items') buffers.push(answer.items.buffer);
    if (answer.kind === 'leaves') buffers.push(answer.pairs.buffer);
    scope.postMessage(answer, buffers);
  };
}
