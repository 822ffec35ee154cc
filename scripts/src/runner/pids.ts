// Process checks by pid, for leftovers of a runner that was killed before it could clean up.
import { readFileSync } from 'node:fs';

const POLL_MS = 100;

/**
 * True when the pid is alive and, if `commandPart` is given, its command line contains it: a pid
 * recorded by an earlier run may since belong to an unrelated process.
 */
export function processAlive(pid: number, commandPart?: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (the postgres system user, for instance).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (commandPart === undefined) return true;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').includes(commandPart);
  } catch {
    // No /proc (not Linux): trust the pid.
    return true;
  }
}

/** Sends `signal`, waits up to `timeoutMs` for the process to go, then SIGKILLs it. */
export async function stopPid(pid: number, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, POLL_MS));
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
