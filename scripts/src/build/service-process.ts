// Starting one service as a separate process and timing it to readiness: how the build's integration
// test checks that `node dist/index.js` works, and how bench/src/service-startup.ts compares it with tsx.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  deployable,
  SCHEMA_SERVICE_NAMES,
  SERVICE_NAMES as SERVICE_NAMES_OF_REGISTRY,
  type SchemaServiceName,
  type ServiceName,
} from '@groupmap/contracts';
import { answers } from '../runner/readiness';

/** Every service (contracts' registry of deployables). */
export const SERVICE_NAMES = SERVICE_NAMES_OF_REGISTRY;
export type BuiltServiceName = ServiceName;

/**
 * The services that keep data in Postgres: each reads DATABASE_URL and has a migration
 * (src/migrate.ts, dist/migrate.js). Realtime and the gateway have neither.
 */
export const MIGRATED_SERVICE_NAMES = SCHEMA_SERVICE_NAMES;
export type MigratedServiceName = SchemaServiceName;

/** True for a service of MIGRATED_SERVICE_NAMES. */
export function isMigrated(name: BuiltServiceName): name is MigratedServiceName {
  return (MIGRATED_SERVICE_NAMES as readonly string[]).includes(name);
}

/** How a service runs: from source as `npm start` runs it, or from its build as an image does. */
export type ServiceMode = 'tsx' | 'dist';

const ROOT_DIR = join(__dirname, '..', '..', '..');
const POLL_INTERVAL_MS = 10;
const STOP_TIMEOUT_MS = 10_000;

export const serviceDir = (name: BuiltServiceName): string => join(ROOT_DIR, deployable(name).dir);

/**
 * Node's options for a built service, as its image's CMD, its start:dist script and `npm start` give
 * them. Source maps on: stack traces in the logs point into src/. A young generation of 4 MB per
 * semi-space instead of Node's 16: a service that answers steadily fills and keeps all of it, about
 * 40 MB more resident memory per busy process, while its request garbage dies young at 4 MB too
 * (issue 27, bench:live's memory row).
 */
export const BUILT_SERVICE_NODE_OPTIONS = ['--enable-source-maps', '--max-semi-space-size=4'] as const;

/** The command line of `mode`: from source under tsx, or the build with BUILT_SERVICE_NODE_OPTIONS. */
export function serviceArgs(mode: ServiceMode, entry: 'index' | 'migrate' = 'index'): string[] {
  return mode === 'tsx'
    ? ['--import', 'tsx', `src/${entry}.ts`]
    : [...BUILT_SERVICE_NODE_OPTIONS, `dist/${entry}.js`];
}

/** A port nobody listens on now, for a service that must be told its port up front. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface StartedService {
  pid: number;
  url: string;
  /** From spawn to the first 200 of /readyz. */
  readyAfterMs: number;
  /** Resident set size now, in MiB (Linux /proc). */
  rssMiB(): number;
  /** What it printed, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `name` in `mode` with exactly `env` (plus PATH and PORT) and resolves once its /readyz
 * answers 200; rejects with its output when it exits or `timeoutMs` passes first.
 */
export async function startService(
  name: BuiltServiceName,
  mode: ServiceMode,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<StartedService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, serviceArgs(mode), {
    cwd: serviceDir(name),
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill('SIGTERM');
    // A shutdown stuck on a dead dependency must not hang the test or benchmark that started it.
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
  };

  for (;;) {
    if (await answers(`${url}/readyz`)) break;
    const elapsed = performance.now() - started;
    if (gone || elapsed > timeoutMs) {
      await stop();
      const why = gone ? `exited (${child.exitCode})` : `not ready after ${timeoutMs} ms`;
      throw new Error(`${name} (${mode}) ${why}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  const readyAfterMs = performance.now() - started;
  return {
    pid: child.pid!,
    url,
    readyAfterMs,
    rssMiB: () => rssKiB(child.pid!) / 1024,
    output: () => output,
    stop,
  };
}

/** VmRSS of a Linux process, in KiB. */
function rssKiB(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]);
}

/** Runs a service's migration in `mode` with `env`; rejects with its output when it fails. */
export function runMigration(
  name: MigratedServiceName,
  mode: ServiceMode,
  env: Record<string, string>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, serviceArgs(mode, 'migrate'), {
      cwd: serviceDir(name),
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${name} migrate (${mode}) exited ${code}:\n${output}`)),
    );
  });
}
