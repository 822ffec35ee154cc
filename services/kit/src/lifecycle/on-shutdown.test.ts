import { pino } from 'pino';
import { onShutdown } from './on-shutdown';
import { isShuttingDown } from './shutdown-state';

const silent = pino({ level: 'silent' });
const SIGNAL = 'SIGUSR2';

afterEach(() => {
  process.removeAllListeners(SIGNAL);
});

describe('onShutdown', () => {
  // First in this file: the flag is per process (per test file under jest) and never clears.
  it('marks the process as shutting down before its first step runs', async () => {
    const seenByFirstStep: boolean[] = [];
    expect(isShuttingDown()).toBe(false);
    const shutdown = onShutdown(
      silent,
      [{ name: 'http', run: async () => void seenByFirstStep.push(isShuttingDown()) }],
      { signals: [SIGNAL], exit: jest.fn() },
    );
    await shutdown('test');
    expect(seenByFirstStep).toEqual([true]);
  });

  it('runs the steps in order on the signal, then exits 0', async () => {
    const order: string[] = [];
    const exit = jest.fn();
    const step = (name: string) => ({ name, run: async () => void order.push(name) });
    const shutdown = onShutdown(silent, [step('http'), step('relay'), step('nats'), step('db')], {
      signals: [SIGNAL],
      exit,
    });
    await shutdown('test');
    expect(order).toEqual(['http', 'relay', 'nats', 'db']);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('still runs later steps when one fails or hangs, and exits 1', async () => {
    const order: string[] = [];
    const exit = jest.fn();
    const shutdown = onShutdown(
      silent,
      [
        { name: 'relay', run: () => Promise.reject(new Error('boom')) },
        { name: 'nats', run: () => new Promise(() => {}) },
        { name: 'db', run: async () => void order.push('db') },
      ],
      { signals: [SIGNAL], exit, stepTimeoutMs: 50 },
    );
    await shutdown('test');
    expect(order).toEqual(['db']);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits at once with 1 on a second signal', async () => {
    let finishSlowStep!: () => void;
    let exitedAfterSteps!: () => void;
    const stepsDone = new Promise<void>((resolve) => (exitedAfterSteps = resolve));
    const exit = jest.fn((code: number) => {
      if (code === 0) exitedAfterSteps();
    });
    onShutdown(
      silent,
      [{ name: 'slow', run: () => new Promise<void>((resolve) => (finishSlowStep = resolve)) }],
      {
        signals: [SIGNAL],
        exit,
      },
    );
    process.emit(SIGNAL, SIGNAL);
    process.emit(SIGNAL, SIGNAL);
    expect(exit).toHaveBeenCalledWith(1);
    // The first shutdown still runs its steps to the end (a test's exit does not end the process).
    finishSlowStep();
    await stepsDone;
    expect(exit).toHaveBeenLastCalledWith(0);
  });
});
