/**
 * supercluster's UMD bundle as text (mf-map/rspack.config.ts aliases `supercluster-umd` to the
 * package's dist/supercluster.min.js; `?raw` imports a file's source as a string). The clustering
 * worker's script starts with it (features/map/leaflet/clustering/cluster-worker-source.ts).
 */
declare module 'supercluster-umd?raw' {
  const source: string;
  export default source;
}
