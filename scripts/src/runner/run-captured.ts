// Runs a command to completion with its output captured rather than shown: builds and migrations
// are quiet when they succeed, and their whole output is printed when they fail.
import { spawn } from 'node:child_process';

export interface CapturedRun {
  code: number;
  output: string;
  seconds: number;
}

export function runCaptured(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; abort?: AbortSignal },
): Promise<CapturedRun> {
  const started = Date.now();
  return new Promise((resolvePromise) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // With `abort` (the runner's builds and migrations), a process group of its own like every
      // process the runner starts: a cancelled start ends the command and whatever it started.
      // Without, it stays in the caller's group, where a terminal's Ctrl-C reaches it.
      detached: options.abort !== undefined,
    });
    const cancel = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    if (options.abort?.aborted) cancel();
    options.abort?.addEventListener('abort', cancel, { once: true });
    child.once('close', () => options.abort?.removeEventListener('abort', cancel));
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number, extra = '') =>
      resolvePromise({
        code,
        output: Buffer.concat(chunks).toString('utf8') + extra,
        seconds: Math.round((Date.now() - started) / 100) / 10,
      });
    child.once('error', (error) => finish(1, `could not run ${command}: ${error.message}\n`));
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}
