import { readGazetteer } from './read-gazetteer';

/**
 * The process that builds the gazetteer for the service (load-gazetteer.ts): it sends the packed
 * result over IPC and exits, so the few hundred MB the build passes through are returned to the
 * system with it, not kept by the service's heap.
 */
readGazetteer().then(
  (gazetteer) => process.send!(gazetteer, () => process.disconnect()),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
