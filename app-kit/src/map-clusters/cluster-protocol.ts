/**
 * What the page asks the clustering worker and what it answers (cluster-service.ts runs the other
 * side). Numbers travel packed in Float64Arrays, transferred rather than copied.
 */

/** supercluster's options, sent with each load: the worker holds no constants of the page's. */
export interface ClusterOptions {
  radius: number;
  extent: number;
  maxZoom: number;
}

/** Fields of one point in `points` of a load: the location's id, its longitude, its latitude. */
export const POINT_STRIDE = 3;

/**
 * Fields of one item in an `items` answer: 1 for a cluster or 0 for a location; the cluster's id or
 * the location's; the number of locations it holds; longitude; latitude.
 */
export const ITEM_STRIDE = 5;

/** Each request names the index it is about (`generation`); a newer load replaces the index. */
export type ClusterRequest =
  | { kind: 'load'; id: number; generation: number; options: ClusterOptions; points: Float64Array }
  | { kind: 'items'; id: number; generation: number; bbox: number[]; zoom: number }
  | { kind: 'expansionZoom'; id: number; generation: number; clusterId: number }
  /** For each location inside these clusters, the pair [location id, cluster id], packed. */
  | { kind: 'leaves'; id: number; generation: number; clusterIds: number[] };

export type ClusterAnswer =
  | { id: number; kind: 'loaded' }
  | { id: number; kind: 'items'; items: Float64Array }
  | { id: number; kind: 'expansionZoom'; zoom: number }
  | { id: number; kind: 'leaves'; pairs: Float64Array }
  /** The request's index was replaced by a newer load before it was answered. */
  | { id: number; kind: 'stale' }
  | { id: number; kind: 'failed'; message: string };

/** The side of a channel the service listens on: a worker's global scope, or an in-page stand-in. */
export interface ClusterServiceScope {
  onmessage: ((event: { data: ClusterRequest }) => void) | null;
  postMessage(answer: ClusterAnswer, transfer: Transferable[]): void;
}
