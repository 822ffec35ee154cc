// Every app's tsc reaches this file through app-kit's barrel, and none includes app-kit's folders:
// the reference brings the `?raw` module's declaration along (an import cannot load an ambient one).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./supercluster-umd.d.ts" />
import superclusterSource from 'supercluster-umd?raw';
import { runClusterService } from './cluster-service';

/**
 * The clustering worker's whole script: supercluster's own browser bundle (which sets the global
 * `Supercluster`), then the service run against the worker's scope. It is made into a Blob rather
 * than served as a file: remotes may be served from another origin than the page, and a worker
 * must be same-origin; as text inside the chunk that clusters the map it also costs no request.
 */
export function clusterWorkerSource(): string {
  return `${superclusterSource}\n;(${runClusterService.toString()})(self, self.Supercluster);\n`;
}
