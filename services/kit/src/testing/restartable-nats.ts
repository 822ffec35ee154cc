import { reachableContainerEngine } from './container-engine';
import { startNatsContainer } from './restartable-nats-container';
import { startNatsProcess } from './restartable-nats-process';

/** A NATS server with JetStream of the test's own that can be killed and started again. */
export interface RestartableNats {
  /** `nats://<host>:<port>`: the same across restarts, so clients reconnect to it. */
  url: string;
  /** Where it runs: a container of the engine DOCKER_HOST names, or a nats-server process. */
  runsIn: 'container' | 'process';
  /** Kills the server at once (SIGKILL: no lame-duck goodbye, as a crash). */
  kill(): Promise<void>;
  /** Starts it again with the JetStream storage it had (streams and their messages survive). */
  start(): Promise<void>;
  /** Whether the server is up (a test that failed half-way may have left it down). */
  readonly running: boolean;
  /** Stops it for good and removes its storage (the container, or the process's directory). */
  dispose(): Promise<void>;
}

/**
 * Starts a restartable NATS with JetStream and no authorization (the permission tests cover that)
 * on a fixed free port: in a container (testcontainers) when DOCKER_HOST is set and answers, else
 * as a nats-server process. Never the machine's server on 4222.
 */
export async function startRestartableNats(): Promise<RestartableNats> {
  const engine = await reachableContainerEngine();
  return engine ? startNatsContainer(engine) : startNatsProcess();
}
