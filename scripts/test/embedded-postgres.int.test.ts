// Smoke test of the embedded path (issue 2, section 7): `npm start` with Postgres forced to the
// embedded cluster, its own data folder and ports, becomes ready and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connect } from 'nats';
import pg from 'pg';
import { PORT_VARIABLES } from '../src/runner/config';
import { resolveFreePorts } from '../src/runner/ports';

const ROOT = resolve(__dirname, '..', '..');
const READY_TIMEOUT_MS = 55_000;
const STOP_TIMEOUT_MS = 20_000;
/** This run's own event prefix: its streams are deleted afterwards without touching other tests'. */
const EVENTS_PREFIX = `${process.env.EVENTS_PREFIX ?? 't'}-smoke${process.pid}`;
/** Every port of the platform (the gateway's metrics too), and those of the embedded servers it starts. */
const PORT_NAMES = [
  ...Object.values(PORT_VARIABLES).map(([name]) => name),
  'GROUPMAP_POSTGRES_PORT',
  'GROUPMAP_S3_PORT',
];

interface StateFile {
  embeddedPostgres?: { pid: number; port: number };
  processes: { name: string; pid: number }[];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('npm start with Postgres forced to embedded', () => {
  let dataDir: string;
  let runner: ChildProcess | undefined;
  let output = '';
  let ports: Record<string, number>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'groupmap-embedded-'));
    // As root, Postgres runs as the `postgres` system user, which must be able to enter the folder.
    chmodSync(dataDir, 0o755);
    ports = await resolveFreePorts(Object.fromEntries(PORT_NAMES.map((name) => [name, 0])));
  });

  afterAll(async () => {
    // Only when the test failed half-way: nothing of this run may outlive it.
    const statePath = join(dataDir, 'run', 'platform.json');
    if (existsSync(statePath)) {
      const state = JSON.parse(readFileSync(statePath, 'utf8')) as StateFile;
      for (const pid of [...state.processes.map((entry) => entry.pid), state.embeddedPostgres?.pid]) {
        if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
      }
    }
    if (runner?.exitCode === null) runner.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const jsm = await nc.jetstreamManager();
    for await (const stream of jsm.streams.list()) {
      if (stream.config.name.startsWith(`${EVENTS_PREFIX.toUpperCase()}_`))
        await jsm.streams.delete(stream.config.name);
    }
    await nc.close();
  });

  it('provisions embedded Postgres, becomes ready and stops cleanly on SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      GROUPMAP_POSTGRES: 'embedded',
      GROUPMAP_S3: 'embedded',
      GROUPMAP_DATA_DIR: dataDir,
      GROUPMAP_DB_NAME: 'groupmap_smoke',
      EVENTS_PREFIX,
      LOG_LEVEL: 'warn',
      NO_COLOR: '1',
    };
    // The global setup's database belongs to the other integration tests; this run gets none.
    delete env.DATABASE_URL;
    delete env.NODE_ENV;
    // Mail goes to the maildev the runner starts, whatever the shell running the tests names.
    delete env.SMTP_URL;
    delete env.SMTP_URL_FILE;
    runner = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts', '--no-build'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    runner.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    runner.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolvePromise) =>
      runner!.once('exit', (code) => resolvePromise(code)),
    );

    const ready = await new Promise<boolean>((resolvePromise) => {
      const timer = setTimeout(() => resolvePromise(false), READY_TIMEOUT_MS);
      const check = () => {
        if (output.includes('Groupmap is running at')) {
          clearTimeout(timer);
          resolvePromise(true);
        }
      };
      runner!.stdout!.on('data', check);
      void exited.then(() => {
        clearTimeout(timer);
        resolvePromise(false);
      });
    });
    if (!ready) throw new Error(`the runner did not become ready:\n${output}`);

    const gatewayPort = ports.GATEWAY_PORT!;
    expect(output).toContain(`Groupmap is running at http://localhost:${gatewayPort}`);
    expect(output).toMatch(/Postgres\s+embedded at 127\.0\.0\.1:\d+ \(forced by configuration\)/);
    const health = await fetch(`http://127.0.0.1:${gatewayPort}/api/health`);
    expect(health.status).toBe(200);
    // The local inbox: its address among the ready lines, its web page and its REST API answering.
    const inboxPort = ports.MAILDEV_WEB_PORT!;
    expect(output).toMatch(new RegExp(`Mail inbox\\s+http://localhost:${inboxPort}`));
    const inboxPage = await fetch(`http://127.0.0.1:${inboxPort}/`, { headers: { accept: 'text/html' } });
    expect(inboxPage.status).toBe(200);
    expect(await inboxPage.text()).toContain('<title>MailDev</title>');
    expect((await fetch(`http://127.0.0.1:${inboxPort}/api/email`)).status).toBe(200);

    // The services migrated their schemas into the embedded cluster's database.
    const postgresUrl = `postgres://postgres:groupmap@127.0.0.1:${ports.GROUPMAP_POSTGRES_PORT}/groupmap_smoke`;
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    const { rows } = await client.query<{ schema_name: string }>(
      `SELECT schema_name FROM information_schema.schemata WHERE schema_name IN ('auth', 'maps', 'billing')`,
    );
    await client.end();
    expect(rows.map((row) => row.schema_name).sort()).toEqual(['auth', 'billing', 'maps']);

    const state = JSON.parse(readFileSync(join(dataDir, 'run', 'platform.json'), 'utf8')) as StateFile;
    const pids = [...state.processes.map((entry) => entry.pid), state.embeddedPostgres!.pid];
    expect(state.processes.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['postgres', 'maildev', 'auth', 'maps', 'realtime', 'billing', 'gateway']),
    );
    expect(state.embeddedPostgres!.port).toBe(ports.GROUPMAP_POSTGRES_PORT);

    runner.kill('SIGTERM');
    let stopTimer: NodeJS.Timeout | undefined;
    const code = await Promise.race([
      exited,
      new Promise<'timeout'>((resolvePromise) => {
        stopTimer = setTimeout(() => resolvePromise('timeout'), STOP_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(stopTimer);
    expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('Stopped') });
    expect(pids.filter(alive)).toEqual([]);
    expect(await canConnect(postgresUrl)).toBe(false);
    expect(existsSync(join(dataDir, 'run', 'platform.json'))).toBe(false);
  }, 90_000);
});
