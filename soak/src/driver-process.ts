// The soak's side of a driver: forks it (TypeScript through tsx), hands it its part, and passes what
// it reports to the collector. A driver that dies or reports a fatal error fails the soak at once.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ConvergenceReport, DriverMessage, ParentMessage } from './protocol';

export type DriverName = 'writers' | 'viewers' | 'loaders';

export interface DriverProcess {
  name: string;
  pid: number;
  /** Resolves once the driver has started all of its load (viewers: every one joined). */
  ready: Promise<void>;
  /** Writers and loaders: resolves once what was in flight has answered and been reported. */
  stop(): Promise<void>;
  /** Viewers: the convergence verdict. */
  verify(): Promise<ConvergenceReport>;
  kill(): void;
}

export function startDriver<Config>(
  kind: DriverName,
  label: string,
  config: Config,
  onMessage: (message: DriverMessage) => void,
  onFatal: (message: string) => void,
): DriverProcess {
  const child: ChildProcess = fork(join(__dirname, 'drivers', `${kind}.ts`), [], {
    execArgv: ['--import', 'tsx', '--max-old-space-size=2048'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiters: Partial<Record<DriverMessage['type'], (message: DriverMessage) => void>> = {};
  const next = <T extends DriverMessage['type']>(type: T) =>
    new Promise<Extract<DriverMessage, { type: T }>>((resolve) => {
      waiters[type] = resolve as (message: DriverMessage) => void;
    });
  let exiting = false;
  child.on('message', (message: DriverMessage) => {
    if (message.type === 'fatal') onFatal(`${label}: ${message.message}`);
    const waiter = waiters[message.type];
    if (waiter) {
      delete waiters[message.type];
      waiter(message);
    }
    onMessage(message);
  });
  child.once('exit', (code, signal) => {
    if (!exiting) onFatal(`${label} exited (${signal ?? code})`);
  });
  const ready = next('ready').then(() => undefined);
  child.send({ type: 'start', config } satisfies ParentMessage<Config>);
  return {
    name: label,
    pid: child.pid!,
    ready,
    async stop() {
      const stopped = next('stopped');
      child.send({ type: 'stop' } satisfies ParentMessage<Config>);
      await stopped;
    },
    async verify() {
      const report = next('convergence');
      child.send({ type: 'verify' } satisfies ParentMessage<Config>);
      return (await report).report;
    },
    kill() {
      exiting = true;
      child.kill('SIGKILL');
    },
  };
}
