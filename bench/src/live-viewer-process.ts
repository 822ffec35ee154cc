// The parent's side of live-viewers.ts: forks the viewers' process, joins them to a map, and
// resolves the moment the last viewer had each newLocation (by location name).
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { JoinRequest, ViewerReport } from './live-viewers';

export interface ViewerProcess {
  pid: number;
  joinMs: number;
  /** Resolves with the shared-clock time the last viewer had location `name` (rejects after timeoutMs). */
  lastArrival(name: string, timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
}

export async function startViewers(request: Omit<JoinRequest, 'type'>): Promise<ViewerProcess> {
  const child: ChildProcess = fork(join(__dirname, 'live-viewers.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const joined = new Promise<number>((resolve, reject) => {
    child.on('message', (report: ViewerReport) => {
      if (report.type === 'joined') resolve(report.joinMs);
      else if (report.type === 'error') reject(new Error(`viewers: ${report.message}`));
      else {
        const waiter = waiting.get(report.name);
        if (waiter) waiter(report.lastAt);
        else arrived.set(report.name, report.lastAt);
      }
    });
    child.once('exit', (code) => reject(new Error(`viewers' process exited (${code})`)));
  });
  child.send({ type: 'join', ...request } satisfies JoinRequest);
  const joinMs = await joined;
  return {
    pid: child.pid!,
    joinMs,
    lastArrival(name, timeoutMs = 15_000) {
      const at = arrived.get(name);
      if (at !== undefined) {
        arrived.delete(name);
        return Promise.resolve(at);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(name);
          reject(new Error(`not every viewer had ${name} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(name, (lastAt) => {
          clearTimeout(timer);
          waiting.delete(name);
          resolve(lastAt);
        });
      });
    },
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
      });
    },
  };
}
