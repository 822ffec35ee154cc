// Step 1b: NATS with JetStream from NATS_URL, else the local server on 4222, else a nats-server
// child process with its JetStream store under <dataDir>/nats.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'nats';
import type { RunnerConfig } from './config';
import { ManagedProcess, type ExitInfo } from './managed-process';
import { ensureNatsServerBinary } from './nats-server-binary';
import type { Output } from './output';
import { isListening, isPortFree } from './ports';
import { chooseProvision, pickEmbeddedPort, type ProbeResult } from './provision-choice';
import { StepFailure } from './step-failure';

const STANDARD_PORT = 4222;
const ALTERNATE_PORT = 42229;
const CONNECT_TIMEOUT_MS = 2000;
const START_TIMEOUT_MS = 15_000;
const POLL_MS = 100;

export interface ProvisionedNats {
  url: string;
  description: string;
  /** The nats-server child, when the runner started one. */
  process?: ManagedProcess;
}

/** Connects once and reports whether the server has JetStream enabled. */
async function jetStreamState(url: string): Promise<'jetstream' | 'no-jetstream' | 'unreachable'> {
  try {
    const nc = await connect({ servers: url, timeout: CONNECT_TIMEOUT_MS, reconnect: false });
    const enabled = nc.info?.jetstream === true;
    await nc.close();
    return enabled ? 'jetstream' : 'no-jetstream';
  } catch {
    return 'unreachable';
  }
}

async function probeLocalNats(): Promise<ProbeResult> {
  if (!(await isListening(STANDARD_PORT))) return { state: 'absent' };
  const state = await jetStreamState(`nats://127.0.0.1:${STANDARD_PORT}`);
  if (state === 'jetstream') return { state: 'usable' };
  return {
    state: 'unusable',
    reason:
      state === 'no-jetstream'
        ? `NATS on port ${STANDARD_PORT} has no JetStream`
        : `port ${STANDARD_PORT} is not NATS`,
  };
}

/** Waits until the new server accepts connections; fails at once when it exits. */
async function waitForNats(url: string, server: ManagedProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!server.running) break;
    if ((await jetStreamState(url)) === 'jetstream') return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, POLL_MS));
  }
  await server.stop(0);
  throw new StepFailure(`nats-server did not become ready at ${url}`, server.recentOutput().join('\n'));
}

/** Provisions NATS as the configuration says. */
export async function provisionNats(
  config: RunnerConfig,
  {
    output,
    onLine,
    onUnexpectedExit,
  }: {
    output: Output;
    onLine: (name: string, line: string) => void;
    onUnexpectedExit: (name: string, exit: ExitInfo) => void;
  },
): Promise<ProvisionedNats> {
  const choice = await chooseProvision({
    explicitUrl: config.nats.url,
    mode: config.nats.mode,
    probeLocal: probeLocalNats,
  });
  if (choice.source === 'environment') {
    const state = await jetStreamState(choice.url);
    if (state !== 'jetstream') {
      throw new StepFailure(
        `NATS_URL ${choice.url} ${state === 'unreachable' ? 'is unreachable' : 'has no JetStream enabled'}`,
      );
    }
    return { url: choice.url, description: `${choice.url} from NATS_URL` };
  }
  if (choice.source === 'local') {
    const url = `nats://127.0.0.1:${STANDARD_PORT}`;
    return { url, description: `local server at 127.0.0.1:${STANDARD_PORT}` };
  }
  const binary = await ensureNatsServerBinary(output);
  const port = await pickEmbeddedPort({
    configured: config.nats.embeddedPort,
    standard: STANDARD_PORT,
    alternate: ALTERNATE_PORT,
    isFree: isPortFree,
  });
  if (!(await isPortFree(port)))
    throw new StepFailure(`port ${port} for nats-server is in use: set GROUPMAP_NATS_PORT to a free port`);
  const storeDir = join(config.dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  const server = new ManagedProcess(
    {
      name: 'nats',
      command: binary,
      args: ['--addr', '127.0.0.1', '--port', String(port), '--jetstream', '--store_dir', storeDir],
      cwd: config.rootDir,
      env: {},
      port,
    },
    // nats-server announces every start-up detail at [INF]; only warnings and errors are worth a line.
    (name, line) => {
      if (!line.includes('[INF]')) onLine(name, line);
    },
    onUnexpectedExit,
  );
  const url = `nats://127.0.0.1:${port}`;
  await waitForNats(url, server);
  return {
    url,
    description: `nats-server at 127.0.0.1:${port} (${choice.why}), JetStream store in ${storeDir}`,
    process: server,
  };
}
