import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { run } from './step';

/** Alive and not a zombie (a killed orphan may wait for a parent that does not reap it). */
const isRunning = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

describe('run', () => {
  it("resolves with the command's exit code", async () => {
    expect(await run(process.execPath, ['-e', 'process.exit(3)'])).toBe(3);
  });

  it('stops a command that outlives its time limit, and what it started, and fails it', async () => {
    // The shell prints the pid of the sleep it started, then waits: a launcher and its worker.
    const marker = `groupmap-step-test-${process.pid}`;
    const started = Date.now();
    const code = await run(
      'sh',
      ['-c', `sleep 60 & echo $! > /tmp/${marker}; wait`],
      {},
      {
        timeoutMs: 500,
      },
    );
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    const sleeper = Number(execFileSync('cat', [`/tmp/${marker}`], { encoding: 'utf8' }).trim());
    execFileSync('rm', ['-f', `/tmp/${marker}`]);
    expect(sleeper).toBeGreaterThan(0);
    expect(isRunning(sleeper)).toBe(false);
  });

  it('lets a watcher stop the command', async () => {
    let calls = 0;
    const code = await run(
      process.execPath,
      ['-e', 'setTimeout(() => {}, 60_000)'],
      {},
      {
        watch: (stop) => {
          calls += 1;
          if (calls === 2) stop();
        },
      },
    );
    expect(code).toBe(1);
    expect(calls).toBe(2);
  });
});
