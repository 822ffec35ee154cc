// A second realtime replica for the live benchmark (LIVE_REALTIME_REPLICAS=2), and a gateway that
// spreads upgrades over both (REALTIME_URLS), beside the platform's own: started from the platform's
// state file (the same command and environment as the running realtime and gateway, other ports), so
// the runner itself stays one replica. Viewers and writer then go through the second gateway.
import { spawn, type ChildProcess } from 'node:child_process';
import { readPlatformState, type ProcessEntry } from '@groupmap/scripts';

/** Beside the live platform's ports (+20,000): the second realtime and the gateway in front of both. */
const EXTRA_REALTIME_PORT = 24_013;
const EXTRA_GATEWAY_PORT = 28_090;
const READY_TIMEOUT_MS = 30_000;

async function waitUntilReady(url: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within ${READY_TIMEOUT_MS} ms`);
}

function startLike(entry: ProcessEntry, env: Record<string, string>): ChildProcess {
  return spawn(entry.command, entry.args, {
    cwd: entry.cwd,
    env: { ...process.env, ...entry.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface ExtraReplica {
  /** The gateway spreading upgrades over both realtime replicas. */
  gatewayUrl: string;
  pids: { 'realtime-2': number; 'gateway-2': number };
  stop(): Promise<void>;
}

export async function startExtraReplica(dataDir: string): Promise<ExtraReplica> {
  const state = readPlatformState(dataDir);
  const entry = (name: string) => {
    const found = state?.processes.find((process) => process.name === name);
    if (!found) throw new Error(`the platform in ${dataDir} has no ${name}`);
    return found;
  };
  const realtime = entry('realtime');
  const gateway = entry('gateway');
  const gatewayUrl = `http://localhost:${EXTRA_GATEWAY_PORT}`;
  const secondRealtime = startLike(realtime, { PORT: String(EXTRA_REALTIME_PORT) });
  const secondGateway = startLike(gateway, {
    PORT: String(EXTRA_GATEWAY_PORT),
    GATEWAY_PORT: String(EXTRA_GATEWAY_PORT),
    // The first gateway holds its METRICS_PORT; this one's metrics are not read.
    METRICS_PORT: '0',
    PUBLIC_ORIGIN: gatewayUrl,
    REALTIME_URLS: `${gateway.env.REALTIME_URL},http://127.0.0.1:${EXTRA_REALTIME_PORT}`,
  });
  const stop = async () => {
    await stopChild(secondGateway);
    await stopChild(secondRealtime);
  };
  try {
    await waitUntilReady(`http://127.0.0.1:${EXTRA_REALTIME_PORT}/readyz`);
    await waitUntilReady(`${gatewayUrl}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    gatewayUrl,
    pids: { 'realtime-2': secondRealtime.pid!, 'gateway-2': secondGateway.pid! },
    stop,
  };
}
