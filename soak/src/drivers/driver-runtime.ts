// What every driver process shares: the IPC with the soak (start, stop, verify), a reporter that
// sends each second's counts and the ledger in batches, and open-loop pacing: requests start at their
// rate whether or not earlier ones have answered, as independent users would, up to a cap on those
// in flight so a fault's stalled requests cannot pile up without bound.
import type {
  Arrival,
  ConvergenceReport,
  DriverMessage,
  DriverTick,
  LedgerEntry,
  ParentMessage,
  RequestError,
} from '../protocol';
import { now } from '../protocol';
import { oldestInFlight, requestError, type Answer } from './session';

const TICK_MS = 1000;

export class Reporter {
  private requests: DriverTick['requests'] = {};
  private durations: Record<string, number[]> = {};
  private ledger: LedgerEntry[] = [];
  private errors: RequestError[] = [];
  private arrivals: Arrival[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Viewer figures for the tick, set by the viewers' driver. */
  live: Pick<DriverTick, 'deliveries' | 'reconnects' | 'connected' | 'viewers'> | undefined;

  start(): void {
    this.timer = setInterval(() => this.flush(), TICK_MS);
  }

  /** Counts a request by what it was; anything but a 2xx is an error the soak classifies. */
  count(what: string, answer: Answer, options: { duration?: boolean } = {}): void {
    const entry = (this.requests[what] ??= { count: 0, errors: 0 });
    entry.count += 1;
    if (answer.outcome !== 'ack') {
      entry.errors += 1;
      this.errors.push(requestError(what, answer));
    } else if (options.duration) (this.durations[what] ??= []).push(answer.doneAt - answer.sentAt);
  }

  record(entry: LedgerEntry): void {
    this.ledger.push(entry);
  }

  arrived(arrival: Arrival): void {
    this.arrivals.push(arrival);
  }

  /** Sends what accumulated; called every second and once more when the driver stops. */
  flush(): void {
    const tick: DriverTick = {
      at: now(),
      requests: this.requests,
      durations: this.durations,
      oldestInFlight: oldestInFlight(),
      ...this.live,
    };
    this.requests = {};
    this.durations = {};
    send({ type: 'tick', tick });
    if (this.ledger.length > 0) send({ type: 'ledger', entries: this.ledger.splice(0) });
    if (this.errors.length > 0) send({ type: 'errors', errors: this.errors.splice(0) });
    if (this.arrivals.length > 0) send({ type: 'arrivals', arrivals: this.arrivals.splice(0) });
  }

  stop(): void {
    clearInterval(this.timer);
    this.flush();
  }
}

export function send(message: DriverMessage): void {
  process.send?.(message);
}

/**
 * Starts `run` `perSecond` times a second, evenly spaced, without waiting for earlier runs; a start
 * that would pass `maxInFlight` is skipped. stop() resolves once the runs in flight have settled.
 */
export function pace(perSecond: number, run: () => Promise<void>, maxInFlight = 400) {
  const inFlight = new Set<Promise<void>>();
  let skipped = 0;
  let timer: NodeJS.Timeout | undefined;
  if (perSecond > 0) {
    const interval = 1000 / perSecond;
    let due = now();
    // Timers drift and bunch under load: each beat starts every run that fell due since the last.
    timer = setInterval(
      () => {
        const at = now();
        while (due <= at) {
          due += interval;
          if (inFlight.size >= maxInFlight) {
            skipped += 1;
            continue;
          }
          const promise = run().catch((error: unknown) => {
            send({ type: 'fatal', message: `driver run failed: ${(error as Error).stack ?? String(error)}` });
          });
          inFlight.add(promise);
          void promise.finally(() => inFlight.delete(promise));
        }
      },
      Math.max(5, Math.min(100, interval / 2)),
    );
  }
  return {
    get skipped() {
      return skipped;
    },
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}

export interface DriverHandlers<Start> {
  start(config: Start, reporter: Reporter): Promise<void>;
  stop(): Promise<void>;
  verify?(): Promise<ConvergenceReport>;
}

/** Runs a driver process: `start` once asked, `stop` and `verify` when asked, fatal errors reported. */
export function runDriver<Start>(handlers: DriverHandlers<Start>): void {
  const reporter = new Reporter();
  const fatal = (error: unknown) => {
    send({ type: 'fatal', message: (error as Error).stack ?? String(error) });
    setTimeout(() => process.exit(1), 200);
  };
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
  // The soak going away takes its drivers with it.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: ParentMessage<Start>) => {
    if (message.type === 'start') {
      reporter.start();
      handlers.start(message.config, reporter).then(() => send({ type: 'ready' }), fatal);
    } else if (message.type === 'stop') {
      handlers.stop().then(() => {
        reporter.stop();
        send({ type: 'stopped' });
      }, fatal);
    } else if (message.type === 'verify' && handlers.verify) {
      handlers.verify().then((report) => {
        reporter.flush();
        send({ type: 'convergence', report });
      }, fatal);
    }
  });
}
