// <dataDir>/run/platform.json: what the running platform consists of. The e2e tests read it to
// stop one remote's server and start it again; the next run reads it to find leftovers of a runner
// that was killed before it could stop its children.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { ProcessSpec } from './managed-process';
import { processAlive, stopPid } from './pids';
import { StepFailure } from './step-failure';

/** One child: its pid and port, and `command`/`args`/`cwd`/`env` to start it again. */
export interface ProcessEntry extends ProcessSpec {
  pid: number | undefined;
}

export interface PlatformState {
  /** The process that runs the platform (start.ts, or a test calling startPlatform). */
  runnerPid: number;
  status: 'starting' | 'running';
  startedAt: string;
  gatewayUrl: string;
  databaseUrl?: string;
  natsUrl?: string;
  s3Endpoint?: string;
  /** Set when the runner started its own Postgres (its process is also the `postgres` entry). */
  embeddedPostgres?: { pid: number | undefined; port: number };
  processes: ProcessEntry[];
}

/** Leftovers lost their runner and their output pipe; they get little time before SIGKILL. */
const LEFTOVER_STOP_MS = 3000;
const LEFTOVER_SERVER_STOP_MS = 10_000;
/** Infrastructure the runner starts; stopped after everything that uses it. */
const SERVERS = new Set(['postgres', 'nats', 'maildev']);

export function stateFilePath(dataDir: string): string {
  return join(dataDir, 'run', 'platform.json');
}

/** Reads the state file of the platform using `dataDir`, if there is one. */
export function readPlatformState(dataDir: string): PlatformState | undefined {
  const file = stateFilePath(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PlatformState;
  } catch {
    return undefined;
  }
}

/**
 * Writes the state for this user's eyes only (mode 0600 in a 0700 folder): it holds the database URL
 * and the S3 keys. Written beside and renamed into place, so a reader never sees half a file and a
 * file an older runner left with looser permissions is replaced, not rewritten in place.
 */
export function writePlatformState(dataDir: string, state: PlatformState): void {
  const runDir = join(dataDir, 'run');
  mkdirSync(runDir, { recursive: true, mode: 0o700 });
  chmodSync(runDir, 0o700);
  const file = stateFilePath(dataDir);
  const next = `${file}.${process.pid}.tmp`;
  writeFileSync(next, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  renameSync(next, file);
}

/** Removes the state file if this process wrote it (never another running platform's). */
export function removePlatformState(dataDir: string): void {
  if (readPlatformState(dataDir)?.runnerPid === process.pid) rmSync(stateFilePath(dataDir), { force: true });
}

/** True when the pid still runs the recorded command in the recorded folder (pids get reused). */
function stillRunning(entry: ProcessEntry): boolean {
  if (entry.pid === undefined || !processAlive(entry.pid, entry.args.join(' '))) return false;
  try {
    return readlinkSync(`/proc/${entry.pid}/cwd`) === entry.cwd;
  } catch {
    return true;
  }
}

/**
 * Makes way for a new run: refuses when the platform recorded in `dataDir` is still running, and
 * stops what a killed runner left behind. Returns the names of the processes it stopped.
 */
export async function clearLeftovers(dataDir: string): Promise<string[]> {
  const state = readPlatformState(dataDir);
  if (!state) return [];
  if (state.runnerPid !== process.pid && processAlive(state.runnerPid, 'node')) {
    throw new StepFailure(
      `Groupmap is already running from ${dataDir} (pid ${state.runnerPid}): stop it first, or give this run its own GROUPMAP_DATA_DIR and ports`,
    );
  }
  const leftovers = state.processes.filter(stillRunning);
  const stop = (entry: ProcessEntry) =>
    entry.signalTarget === 'process'
      ? stopPid(entry.pid!, entry.stopSignal ?? 'SIGTERM', LEFTOVER_SERVER_STOP_MS)
      : // A negative pid stops the whole process group each child runs in.
        stopPid(-entry.pid!, entry.stopSignal ?? 'SIGTERM', LEFTOVER_STOP_MS);
  // Their clients first, then the servers they use (a database shuts down faster without clients).
  await Promise.all(leftovers.filter((entry) => !SERVERS.has(entry.name)).map(stop));
  await Promise.all(leftovers.filter((entry) => SERVERS.has(entry.name)).map(stop));
  const stopped = leftovers.map((entry) => entry.name);
  rmSync(stateFilePath(dataDir), { force: true });
  return stopped;
}
