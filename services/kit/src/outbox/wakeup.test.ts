import { Wakeup } from './wakeup';

// Fake timers: a wait's timeout passes only when the test moves the clock, so "at once" means
// "before any time passed", whatever the machine's load.
beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

/** True once `promise` has settled, checked after the pending promise callbacks ran. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('Wakeup', () => {
  it('ends a wait as soon as it is signalled', async () => {
    const wakeup = new Wakeup();
    const waiting = wakeup.wait(10_000);
    expect(await hasSettled(waiting)).toBe(false);
    wakeup.signal();
    expect(await hasSettled(waiting)).toBe(true);
    // The timeout went with the wait.
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps a signal given while nobody waits for the next wait', async () => {
    const wakeup = new Wakeup();
    wakeup.signal();
    expect(await hasSettled(wakeup.wait(10_000))).toBe(true);
    // Kept once: the wait after it waits again.
    expect(await hasSettled(wakeup.wait(10_000))).toBe(false);
  });

  it('ends a wait after its timeout without a signal', async () => {
    const wakeup = new Wakeup();
    const waiting = wakeup.wait(20);
    jest.advanceTimersByTime(19);
    expect(await hasSettled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await hasSettled(waiting)).toBe(true);
  });
});
