import { spawn } from 'node:child_process';

/** Outcome of one step of `npm test`, with test counts where the step runs tests. */
export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
}

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`[test] could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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
