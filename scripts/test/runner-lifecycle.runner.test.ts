// `npm start` as a supervisor or a script runs it: no terminal, its own process group, Postgres,
// NATS and S3 embedded, every port its own. It listens on loopback only, keeps its state file
// private, restarts a service that crashed, and whatever signals reach it, once or twice, to its
// process group or to the runner alone, it stops everything it started and exits (issue 20).
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_MAP_PERMALINK } from '@groupmap/contracts';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ApiSession } from '../src/containers/api-session';
import { LiveViewer, liveSocketsIn } from '../src/containers/live-viewer';
import { PORT_VARIABLES } from '../src/runner/config';
import { resolveFreePorts } from '../src/runner/ports';
import { stateFilePath, type PlatformState } from '../src/runner/state-file';
import { listeningSockets, processesInGroups } from './support/process-scan';

const ROOT = resolve(__dirname, '..', '..');
/** A first start creates the embedded cluster; a busy machine is 3-4 times slower than a quiet one. */
const READY_TIMEOUT_MS = 180_000;
/** Each process gets 10 s before it is killed; the runner stops them in four rounds at most. */
const GONE_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = 300_000;
const EMBEDDED_PORTS = ['GROUPMAP_POSTGRES_PORT', 'GROUPMAP_NATS_PORT', 'GROUPMAP_S3_PORT'];
const PORT_NAMES = [...Object.values(PORT_VARIABLES).map(([name]) => name), ...EMBEDDED_PORTS];

async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => T | undefined | Promise<T | undefined>,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
}

async function healthStatus(port: number): Promise<number | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

interface Started {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<void>;
  state: () => PlatformState;
}

describe('npm start without a terminal', () => {
  let dataDir: string;
  let ports: Record<string, number>;
  let current: Started | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'groupmap-runner-'));
    // As root, Postgres runs as the `postgres` system user, which must be able to enter the folder.
    chmodSync(dataDir, 0o755);
    ports = await resolveFreePorts(Object.fromEntries(PORT_NAMES.map((name) => [name, 0])));
  });

  afterEach(() => {
    // Only when a test failed half-way: nothing of its platform may outlive it.
    if (current && current.npm.exitCode === null) {
      let children: number[] = [];
      try {
        children = current.state().processes.map((entry) => entry.pid!);
      } catch {
        // No state file: the runner got no further than its start.
      }
      for (const { pid } of processesInGroups([current.npm.pid!, ...children])) process.kill(pid, 'SIGKILL');
    }
    current = undefined;
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** `npm start --no-build` in a session of its own (no terminal), output captured. */
  async function startNpm(settings: Record<string, string> = {}): Promise<Started> {
    const env: NodeJS.ProcessEnv = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')),
    );
    for (const key of ['DATABASE_URL', 'NATS_URL', 'S3_ENDPOINT', 'SMTP_URL', 'SMTP_URL_FILE', 'NODE_ENV'])
      delete env[key];
    Object.assign(env, {
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      GROUPMAP_POSTGRES: 'embedded',
      GROUPMAP_NATS: 'embedded',
      GROUPMAP_S3: 'embedded',
      GROUPMAP_DATA_DIR: dataDir,
      GROUPMAP_DB_NAME: 'groupmap_lifecycle',
      GROUPMAP_READY_TIMEOUT_MS: String(READY_TIMEOUT_MS),
      LOG_LEVEL: 'warn',
      NO_COLOR: '1',
      ...settings,
    });
    const npm = spawn('npm', ['start', '--', '--no-build'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolvePromise) => npm.once('exit', () => resolvePromise()));
    const started: Started = {
      npm,
      output: () => output,
      exited,
      state: () => JSON.parse(readFileSync(stateFilePath(dataDir), 'utf8')) as PlatformState,
    };
    current = started;
    let gone = false;
    void exited.then(() => (gone = true));
    await until('the platform to be ready', READY_TIMEOUT_MS + 30_000, () => {
      if (gone) throw new Error(`npm start exited before it was ready:\n${output}`);
      return output.includes('Groupmap is running at') ? true : undefined;
    });
    return started;
  }

  /** Every process group of the platform: npm's (npm, bootstrap, the runner) and each child's. */
  function groupsOf(started: Started): number[] {
    return [started.npm.pid!, ...started.state().processes.map((entry) => entry.pid!)];
  }

  async function expectNothingLeft(started: Started, groups: number[]) {
    await until('npm start to exit', GONE_TIMEOUT_MS, () =>
      started.npm.exitCode !== null || started.npm.signalCode !== null ? true : undefined,
    );
    const left = await until('every process of the platform to be gone', GONE_TIMEOUT_MS, () => {
      const found = processesInGroups(groups);
      return found.length === 0 ? found : undefined;
    }).catch(() => processesInGroups(groups));
    expect({ left, output: left.length > 0 ? started.output() : '' }).toEqual({ left: [], output: '' });
    expect(listeningSockets(Object.values(ports))).toEqual([]);
    expect(started.output()).toContain('Stopped');
  }

  it(
    'listens on loopback only, keeps its state private, restarts a crashed service, and leaves nothing after SIGINT to its group',
    async () => {
      const started = await startNpm();
      // Everything the runner starts, the four static servers included (this step runs after the
      // frontends are built), and every listener: metrics, maildev's SMTP and the embedded servers.
      const names = started.state().processes.map((entry) => entry.name);
      expect(names).toEqual(
        expect.arrayContaining(['postgres', 'nats', 'maildev', 'auth', 'maps', 'realtime', 'billing']),
      );
      expect(names).toEqual(
        expect.arrayContaining(['shell', 'mf-map', 'mf-dashboard', 'mf-billing', 'gateway']),
      );
      const sockets = listeningSockets(Object.values(ports));
      const silent = Object.entries(ports)
        .filter(([, port]) => !sockets.some((socket) => socket.port === port))
        .map(([name]) => name);
      expect(silent).toEqual([]);
      expect(sockets.filter((socket) => !socket.loopback)).toEqual([]);
      expect((statSync(stateFilePath(dataDir)).mode & 0o777).toString(8)).toBe('600');

      // maps crashes: the runner says so and starts it again; the gateway reports it healthy again.
      const maps = started.state().processes.find((entry) => entry.name === 'maps')!;
      process.kill(maps.pid!, 'SIGKILL');
      await until('the restart line', 30_000, () =>
        started.output().includes('maps exited (SIGKILL); restarting it in 1 s') ? true : undefined,
      );
      const restarted = await until('maps to run again under a new pid', READY_TIMEOUT_MS, () => {
        const entry = started.state().processes.find((candidate) => candidate.name === 'maps');
        return entry?.pid !== maps.pid ? entry : undefined;
      });
      // The embedded NATS server too: restarted, and the restarted one stopped with the rest below.
      const nats = started.state().processes.find((entry) => entry.name === 'nats')!;
      process.kill(nats.pid!, 'SIGKILL');
      await until('NATS to run again under a new pid', READY_TIMEOUT_MS, () => {
        const entry = started.state().processes.find((candidate) => candidate.name === 'nats');
        return entry?.pid !== nats.pid ? entry : undefined;
      });
      await until('the gateway to report every service ready', READY_TIMEOUT_MS, async () =>
        (await healthStatus(ports.GATEWAY_PORT!)) === 200 ? true : undefined,
      );
      expect(restarted.pid).not.toBe(maps.pid);

      const groups = groupsOf(started);
      process.kill(-started.npm.pid!, 'SIGINT');
      await expectNothingLeft(started, groups);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'leaves nothing after SIGTERM to its group, twice, while the runner is too busy to answer at once',
    async () => {
      const started = await startNpm();
      const groups = groupsOf(started);
      const pause = () => new Promise((resolvePromise) => setTimeout(resolvePromise, 200));
      // A loaded machine's runner answers late: held still while both signals arrive (a wrapper
      // that SIGKILLs a child slow to answer would kill it here, leaving its children running).
      const runner = started.state().runnerPid;
      process.kill(runner, 'SIGSTOP');
      process.kill(-started.npm.pid!, 'SIGTERM');
      await pause();
      process.kill(-started.npm.pid!, 'SIGTERM');
      await pause();
      process.kill(runner, 'SIGCONT');
      await expectNothingLeft(started, groups);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'runs two realtime replicas behind the gateway when asked, and leaves nothing after SIGTERM to the runner alone',
    async () => {
      const started = await startNpm({ REALTIME_REPLICAS: '2' });
      const replicas = started.state().processes.filter((entry) => entry.name.startsWith('realtime'));
      expect(replicas.map((entry) => entry.name)).toEqual(['realtime', 'realtime-2']);
      const replicaPorts = replicas.map((entry) => entry.port!);
      expect(replicaPorts[0]).toBe(ports.REALTIME_PORT);
      expect(listeningSockets(replicaPorts).filter((socket) => !socket.loopback)).toEqual([]);

      // Two viewers of the demo map through the gateway: it takes the replicas in turn.
      const gatewayUrl = `http://localhost:${ports.GATEWAY_PORT}`;
      const viewers: LiveViewer[] = [];
      try {
        for (let index = 0; index < 2; index += 1) {
          const visitor = new ApiSession(gatewayUrl);
          await visitor.json('GET', '/api/session', 200);
          const demo = await visitor.json<{ id: number }>('GET', `/api/maps/${DEMO_MAP_PERMALINK}`, 200);
          viewers.push(await LiveViewer.open(visitor, DEMO_MAP_PERMALINK, demo.id));
        }
        const perReplica = await Promise.all(
          replicaPorts.map(async (port) =>
            liveSocketsIn(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()),
          ),
        );
        expect(perReplica).toEqual([1, 1]);
      } finally {
        for (const viewer of viewers) viewer.close();
      }

      const groups = groupsOf(started);
      process.kill(started.state().runnerPid, 'SIGTERM');
      await expectNothingLeft(started, groups);
    },
    TEST_TIMEOUT_MS,
  );
});
