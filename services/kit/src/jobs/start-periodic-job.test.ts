import { pino } from 'pino';
import { startPeriodicJob, type PeriodicJob } from './start-periodic-job';

const silent = pino({ level: 'silent' });
const INTERVAL_MS = 1_000;

/** A run that stays under way until `finish` is called, recording the time it was given. */
function controllableRun() {
  const started: Date[] = [];
  const finishers: (() => void)[] = [];
  const run = (now: Date) =>
    new Promise<number>((resolve) => {
      started.push(now);
      finishers.push(() => resolve(1));
    });
  return { run, started, finish: () => finishers.shift()?.() };
}

/** Lets pending promise callbacks run (fake timers do not advance them). */
const settle = () =>
  new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

let job: PeriodicJob | undefined;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(async () => {
  jest.useRealTimers();
  await job?.stop();
  job = undefined;
});

describe('startPeriodicJob', () => {
  it('runs every interval with the clock’s time, not at start unless asked', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const seen: Date[] = [];
    job = startPeriodicJob({
      name: 'test',
      logger: silent,
      intervalMs: INTERVAL_MS,
      clock: () => now,
      run: async (at) => {
        seen.push(at);
        return 0;
      },
    });
    await settle();
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(INTERVAL_MS);
    await settle();
    jest.advanceTimersByTime(INTERVAL_MS);
    await settle();
    expect(seen).toEqual([now, now]);
  });

  it('runs once at start when asked', async () => {
    const { run, started, finish } = controllableRun();
    job = startPeriodicJob({ name: 'test', logger: silent, intervalMs: INTERVAL_MS, run, runAtStart: true });
    await settle();
    expect(started).toHaveLength(1);
    finish();
  });

  it('skips a tick while a run is under way, so runs never overlap', async () => {
    const { run, started, finish } = controllableRun();
    job = startPeriodicJob({ name: 'test', logger: silent, intervalMs: INTERVAL_MS, run });
    jest.advanceTimersByTime(INTERVAL_MS);
    await settle();
    jest.advanceTimersByTime(INTERVAL_MS * 3);
    await settle();
    expect(started).toHaveLength(1);
    finish();
    await settle();
    jest.advanceTimersByTime(INTERVAL_MS);
    await settle();
    expect(started).toHaveLength(2);
    finish();
  });

  it('starts an explicit run only after the one under way, with the time of its own start', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const { run, started, finish } = controllableRun();
    job = startPeriodicJob({ name: 'test', logger: silent, intervalMs: INTERVAL_MS, run, clock: () => now });
    const first = job.runOnce();
    const second = job.runOnce();
    await settle();
    expect(started).toHaveLength(1);
    now = new Date('2030-02-01T00:00:00Z');
    finish();
    await expect(first).resolves.toBe(1);
    await settle();
    expect(started).toEqual([new Date('2030-01-01T00:00:00Z'), new Date('2030-02-01T00:00:00Z')]);
    finish();
    await expect(second).resolves.toBe(1);
  });

  it('keeps ticking after a failed run', async () => {
    let calls = 0;
    job = startPeriodicJob({
      name: 'test',
      logger: silent,
      intervalMs: INTERVAL_MS,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unavailable');
        return 0;
      },
    });
    jest.advanceTimersByTime(INTERVAL_MS);
    await settle();
    jest.advanceTimersByTime(INTERVAL_MS);
    await settle();
    expect(calls).toBe(2);
  });

  it('stops ticking on stop, after waiting for the run under way', async () => {
    const { run, started, finish } = controllableRun();
    const stopping = startPeriodicJob({ name: 'test', logger: silent, intervalMs: INTERVAL_MS, run });
    jest.advanceTimersByTime(INTERVAL_MS);
    await settle();
    let stopped = false;
    const stop = stopping.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    finish();
    await stop;
    expect(stopped).toBe(true);
    jest.advanceTimersByTime(INTERVAL_MS * 5);
    await settle();
    expect(started).toHaveLength(1);
  });
});
