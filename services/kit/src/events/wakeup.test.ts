import { Wakeup } from './wakeup';

describe('Wakeup', () => {
  it('ends a wait as soon as it is signalled', async () => {
    const wakeup = new Wakeup();
    const started = Date.now();
    const waiting = wakeup.wait(10_000);
    wakeup.signal();
    await waiting;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps a signal given while nobody waits for the next wait', async () => {
    const wakeup = new Wakeup();
    wakeup.signal();
    const started = Date.now();
    await wakeup.wait(10_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('ends a wait after its timeout without a signal', async () => {
    const wakeup = new Wakeup();
    const started = Date.now();
    await wakeup.wait(20);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});
