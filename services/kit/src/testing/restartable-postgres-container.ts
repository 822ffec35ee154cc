import { Client } from 'pg';
import type { ContainerRuntimeClient } from 'testcontainers';
import { portBindingsFor } from './container-port-bindings';
import { freePort } from './free-port';
import { startRestartableContainer } from './restartable-container';
import type { RestartablePostgres } from './restartable-postgres';
import { testImages } from './test-images';

// Not a secret: a throwaway server of one test file, removed in its teardown.
const PASSWORD = 'groupmap-test';
/** The first start runs initdb in the container; a loaded machine may take a while. */
const START_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 30_000;

/** Passes once the server answers a query (not merely accepts a connection on the published port). */
async function answersQueries(url: string) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  // An error event after connect (the server going away) must not crash the test process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The container way of `startRestartablePostgres`: the postgres image (GROUPMAP_TEST_POSTGRES_IMAGE),
 * its port bound to a free host port chosen here, so a restart keeps the URL. The data stays in the
 * container (its PGDATA), so it survives a crash and start; crash() sends SIGQUIT to the postmaster,
 * the container's main process.
 */
export async function startPostgresContainer(engine: ContainerRuntimeClient): Promise<RestartablePostgres> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const image = testImages.postgres();
  const port = await freePort();
  const host = engine.info.containerRuntime.host;
  const url = `postgres://postgres:${PASSWORD}@${host}:${port}/postgres`;
  const container = await startRestartableContainer(
    engine,
    new GenericContainer(image)
      .withEnvironment({ POSTGRES_PASSWORD: PASSWORD, POSTGRES_USER: 'postgres', POSTGRES_DB: 'postgres' })
      .withExposedPorts(...(await portBindingsFor(engine, image, { container: 5432, host: port })))
      // The official image's initdb phase runs a server without TCP first: this line is the real one.
      .withWaitStrategy(Wait.forLogMessage(/listening on IPv4 address/))
      .withStartupTimeout(START_TIMEOUT_MS),
    { kind: 'postgres', ready: () => answersQueries(url), readyTimeoutMs: READY_TIMEOUT_MS },
  );
  return {
    url,
    runsIn: 'container',
    crash: () => container.signal('SIGQUIT'),
    start: container.start,
    get running() {
      return container.running;
    },
    dispose: container.dispose,
  };
}
