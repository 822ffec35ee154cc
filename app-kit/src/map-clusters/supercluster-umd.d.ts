/**
 * supercluster's UMD bundle as text (app-kit/build/rspack-base.ts aliases `supercluster-umd` to the
 * package's dist/supercluster.min.js; `?raw` imports a file's source as a string). The clustering
 * worker's script starts with it (cluster-worker-source.ts).
 */
declare module 'supercluster-umd?raw' {
  const source: string;
  export default source;
}
