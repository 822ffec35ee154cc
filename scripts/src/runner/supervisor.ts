// Under `npm start`, once the platform is running: a process that fails (exits with an error code,
// or is killed by a signal other than a request to stop) is started again on the schedule of
// restart-policy.ts, the rest running on meanwhile. A process that stops cleanly when someone
// other than the runner asks it to (SIGTERM, SIGINT, SIGHUP, or exit code 0) stays stopped, as an
// operator meant: the browser tests stop a remote's server that way to see the page without it.
import type { ExitInfo } from './managed-process';
import { GIVE_UP_WINDOW_MS, RestartPolicy } from './restart-policy';
import { describeExit } from './start-children';

/** Time and timers, injected so tests drive the schedule without waiting. */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** What the supervisor needs of a process (ManagedProcess has it). */
export interface Restartable<Self> {
  readonly spec: { name: string };
  readonly pid: number | undefined;
  respawn(): Self;
  killLeftovers(): void;
}

export interface SupervisorOptions<Child> {
  /** The runner's list of its processes: a restarted process takes its predecessor's place. */
  children: Child[];
  clock?: Clock;
  /** A restart or a clean stop (yellow), and giving up (red): one line each. */
  warn: (line: string) => void;
  error: (line: string) => void;
  /** After each restart, so the state file records the new pid. */
  onRestarted: () => void;
}

const CLEAN_STOP_SIGNALS = new Set<string>(['SIGTERM', 'SIGINT', 'SIGHUP']);

/** True when the process failed, false when it stopped as asked. */
export function failed(exit: ExitInfo): boolean {
  return exit.signal ? !CLEAN_STOP_SIGNALS.has(exit.signal) : exit.code !== 0;
}

export class Supervisor<Child extends Restartable<Child>> {
  private readonly clock: Clock;
  private readonly policies = new Map<string, RestartPolicy>();
  private readonly pending = new Set<unknown>();
  private stopped = false;

  constructor(private readonly options: SupervisorOptions<Child>) {
    this.clock = options.clock ?? systemClock;
    for (const child of options.children)
      this.policies.set(child.spec.name, new RestartPolicy(() => this.clock.now()));
  }

  /** A process exited without the runner asking it to. */
  exited(name: string, exit: ExitInfo): void {
    const child = this.options.children.find((candidate) => candidate.spec.name === name);
    const policy = this.policies.get(name);
    if (this.stopped || !child || !policy) return;
    const how = describeExit(exit);
    if (!failed(exit)) {
      this.options.warn(`${name} stopped (${how}) without the runner asking; not restarted`);
      return;
    }
    child.killLeftovers();
    const decision = policy.exited();
    if (!decision.restart) {
      const seconds = GIVE_UP_WINDOW_MS / 1000;
      this.options.error(
        `${name} exited ${decision.exits} times within ${seconds} s; not restarting it again (the rest keeps running)`,
      );
      return;
    }
    this.options.warn(`${name} exited (${how}); restarting it in ${decision.delayMs / 1000} s`);
    const handle = this.clock.setTimeout(() => {
      this.pending.delete(handle);
      this.restart(child, policy);
    }, decision.delayMs);
    this.pending.add(handle);
  }

  /** No restarts from now on (the runner is stopping everything): pending ones are cancelled. */
  stop(): void {
    this.stopped = true;
    for (const handle of this.pending) this.clock.clearTimeout(handle);
    this.pending.clear();
  }

  private restart(previous: Child, policy: RestartPolicy) {
    if (this.stopped) return;
    const index = this.options.children.indexOf(previous);
    if (index === -1) return;
    const next = previous.respawn();
    this.options.children[index] = next;
    policy.started();
    this.options.onRestarted();
  }
}
