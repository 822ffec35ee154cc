import { spawn } from 'node:child_process';
import { killProcessTree } from './process-tree';

/** Outcome of one step of `npm test`, with test counts where the step runs tests. */
export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
}

export interface RunOptions {
  /** Past this, the command and everything it started are killed and the run counts as failed. */
  timeoutMs?: number;
  /** Called every second while the command runs; `stop()` kills it (its exit code then counts). */
  watch?: (stop: () => void) => void;
}

/**
 * Runs a command with inherited output; resolves with its exit code (never rejects). A command that
 * outlives `timeoutMs` is killed with all it started, so a stalled step fails with a reason instead
 * of holding `npm test` (and CI's time limit) for ever.
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  options: RunOptions = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    let timedOut = false;
    const stop = () => {
      if (child.pid !== undefined && child.exitCode === null) killProcessTree(child.pid);
    };
    const deadline =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            console.error(
              `[test] ${command} ${args.join(' ')} still running after ${options.timeoutMs! / 1000} s: stopped`,
            );
            stop();
          }, options.timeoutMs);
    const watcher = options.watch ? setInterval(() => options.watch!(stop), 1_000) : undefined;
    const finish = (code: number) => {
      clearTimeout(deadline);
      clearInterval(watcher);
      resolve(timedOut ? 1 : code);
    };
    child.on('error', (error) => {
      console.error(`[test] could not run ${command}: ${error.message}`);
      finish(1);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Times a step and prints its progress line. */
export async function step(
  name: string,
  body: () => Promise<Omit<StepResult, 'name' | 'seconds'>>,
): Promise<StepResult> {
  console.log(`\n[test] ▶ ${name}`);
  const started = Date.now();
  const outcome = await body();
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`[test] ${outcome.ok ? '✔' : '✘'} ${name} (${seconds}s)`);
  return { name, seconds, ...outcome };
}
