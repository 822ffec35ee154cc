// A child process the runner owns: started in its own process group (so a terminal's Ctrl-C reaches
// only the runner, which then stops everything in order), its output prefixed line by line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const RECENT_LINES = 40;

/** How to start a process again: the e2e tests read it from the state file. */
export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** Variables set on top of the runner's own environment. */
  env: Record<string, string>;
  port?: number;
  /** Run as this user and group (Postgres refuses to run as root). */
  uid?: number;
  gid?: number;
  /** The signal that asks for a clean stop (default SIGTERM; Postgres's fast shutdown is SIGINT). */
  stopSignal?: NodeJS.Signals;
  /**
   * Who gets signals: the whole process group (default, so wrappers take their children along), or
   * the process alone (a postmaster signals its own workers; they must not get its SIGINT).
   */
  signalTarget?: 'group' | 'process';
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ManagedProcess {
  private readonly child: ChildProcess;
  private readonly recent: string[] = [];
  private stopping = false;
  /** Resolves when the process has exited, for whatever reason. */
  readonly exited: Promise<ExitInfo>;

  constructor(
    readonly spec: ProcessSpec,
    private readonly onLine: (name: string, line: string) => void,
    private readonly onUnexpectedExit: (name: string, exit: ExitInfo) => void = () => undefined,
  ) {
    this.child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      ...(spec.uid === undefined ? {} : { uid: spec.uid }),
      ...(spec.gid === undefined ? {} : { gid: spec.gid }),
    });
    const collect = (line: string) => {
      this.recent.push(line);
      if (this.recent.length > RECENT_LINES) this.recent.shift();
      onLine(spec.name, line);
    };
    for (const stream of [this.child.stdout, this.child.stderr]) {
      if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', collect);
    }
    this.exited = new Promise((resolvePromise) => {
      this.child.once('error', (error) => {
        collect(`could not start ${spec.command}: ${error.message}`);
        resolvePromise({ code: null, signal: null });
      });
      this.child.once('exit', (code, signal) => {
        if (!this.stopping) onUnexpectedExit(spec.name, { code, signal });
        resolvePromise({ code, signal });
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && this.child.pid !== undefined;
  }

  /** The same process started again, its output and exits reported as this one's were. */
  respawn(): ManagedProcess {
    return new ManagedProcess(this.spec, this.onLine, this.onUnexpectedExit);
  }

  /**
   * After an unexpected exit: SIGKILL to what is left of the process's group (a crashed service's
   * own child processes, such as maps' import parsers), so a restart starts clean.
   */
  killLeftovers(): void {
    const pid = this.child.pid;
    if (pid === undefined || this.spec.signalTarget === 'process') return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Nothing left.
    }
  }

  /** The last lines the process printed, to show when it fails. */
  recentOutput(): string[] {
    return [...this.recent];
  }

  /** The stop signal to the process group, then SIGKILL if it has not exited within the grace period. */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    if (!this.running) return;
    this.signal(this.spec.stopSignal ?? 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolvePromise) => {
      timer = setTimeout(() => resolvePromise('timeout'), graceMs);
    });
    const outcome = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.signal('SIGKILL');
      await this.exited;
    }
  }

  /**
   * Last resort when the runner exits without stopping: signal synchronously, no waiting. Processes
   * with a stop signal of their own (Postgres) get it, so they still shut down cleanly on their own.
   */
  killNow(): void {
    if (this.running) this.signal(this.spec.stopSignal ?? 'SIGKILL');
  }

  private signal(signal: NodeJS.Signals) {
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      // A negative pid addresses the whole group.
      process.kill(this.spec.signalTarget === 'process' ? pid : -pid, signal);
    } catch {
      this.child.kill(signal);
    }
  }
}
