import type { Logger } from 'pino';

export interface PeriodicJobOptions {
  /** Names the job in its log lines, e.g. `grant-prune`. */
  name: string;
  logger: Logger;
  /**
   * One run of the job at the clock's `now`; resolves how many things it did (deleted, applied...),
   * which is logged when more than zero.
   */
  run: (now: Date) => Promise<number>;
  /** How often the job runs. */
  intervalMs: number;
  /** The time now; injectable so a test can move past an expiry without waiting. */
  clock?: () => Date;
  /** Also run once right after starting (default false: the first run is one interval later). */
  runAtStart?: boolean;
  /** The message logged with the count after a run that did something, e.g. `expired grants pruned`. */
  doneMessage?: string;
}

export interface PeriodicJob {
  /** Runs the job now, after any run under way (runs never overlap); resolves what the run returned. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for the runs under way or queued. */
  stop(): Promise<void>;
}

/**
 * The scaffold of a service's periodic job (pruning, period ends, cleanups), written once: a timer
 * that does not keep the process alive, runs that never overlap (a tick while one is under way is
 * skipped, an explicit `runOnce` waits its turn), a failed run logged and retried at the next tick,
 * and a `stop` for the shutdown that waits for the run in progress.
 */
export function startPeriodicJob({
  name,
  logger,
  run,
  intervalMs,
  clock = () => new Date(),
  runAtStart = false,
  doneMessage = 'periodic job done',
}: PeriodicJobOptions): PeriodicJob {
  const log = logger.child({ component: name });
  let queue: Promise<unknown> = Promise.resolve();
  let queued = 0;

  const runOnce = (): Promise<number> => {
    queued += 1;
    const result = queue
      .then(() => run(clock()))
      .finally(() => {
        queued -= 1;
      });
    queue = result.catch(() => undefined);
    return result;
  };

  const tick = () => {
    if (queued > 0) return;
    runOnce().then(
      (count) => {
        if (count > 0) log.info({ count }, doneMessage);
      },
      (error: unknown) => log.error({ err: error }, 'periodic job failed; retrying at the next tick'),
    );
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (runAtStart) tick();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await queue;
    },
  };
}
