import { connect } from 'nats';
import type { ContainerRuntimeClient } from 'testcontainers';
import { portBindingsFor } from './container-port-bindings';
import { freePort } from './free-port';
import { startRestartableContainer } from './restartable-container';
import type { RestartableNats } from './restartable-nats';
import { testImages } from './test-images';

const START_TIMEOUT_MS = 30_000;
const READY_TIMEOUT_MS = 15_000;

/** Passes once the server takes connections and JetStream answers. */
async function jetStreamAnswers(url: string) {
  const nc = await connect({ servers: url, reconnect: false, timeout: 1_000 });
  try {
    await (await nc.jetstreamManager({ timeout: 1_000 })).getAccountInfo();
  } finally {
    await nc.close();
  }
}

/**
 * The container way of `startRestartableNats`: the NATS image (GROUPMAP_TEST_NATS_IMAGE) with
 * JetStream, its client port bound to a free host port chosen here, so a restart keeps the URL.
 * JetStream's storage stays in the container, so it survives a kill and start.
 */
export async function startNatsContainer(engine: ContainerRuntimeClient): Promise<RestartableNats> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const image = testImages.nats();
  const port = await freePort();
  const host = engine.info.containerRuntime.host;
  const url = `nats://${host}:${port}`;
  const container = await startRestartableContainer(
    engine,
    new GenericContainer(image)
      // Flags only: the official image's entrypoint prefixes `nats-server`, the stand-in's is it.
      .withCommand(['-js', '-p', '4222'])
      .withExposedPorts(...(await portBindingsFor(engine, image, { container: 4222, host: port })))
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
      .withStartupTimeout(START_TIMEOUT_MS),
    { kind: 'nats', ready: () => jetStreamAnswers(url), readyTimeoutMs: READY_TIMEOUT_MS },
  );
  return {
    url,
    runsIn: 'container',
    kill: () => container.signal('SIGKILL'),
    start: container.start,
    get running() {
      return container.running;
    },
    dispose: container.dispose,
  };
}
