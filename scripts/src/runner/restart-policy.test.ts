import { FakeClock } from './fake-clock';
import { RestartPolicy } from './restart-policy';

/** Runs the process `runMs`, lets it fail, restarts it after the delay asked for; returns the delays. */
function failRepeatedly(runMs: number, times: number) {
  const clock = new FakeClock();
  const policy = new RestartPolicy(() => clock.now());
  const decisions = [];
  for (let index = 0; index < times; index++) {
    clock.advance(runMs);
    const decision = policy.exited();
    decisions.push(decision);
    if (!decision.restart) break;
    clock.advance(decision.delayMs);
    policy.started();
  }
  return decisions;
}

describe('restart policy', () => {
  it('waits 1, 2, 4 and 8 s after a process that fails at once, and gives up at the fifth exit within a minute', () => {
    expect(failRepeatedly(0, 6)).toEqual([
      { restart: true, delayMs: 1000 },
      { restart: true, delayMs: 2000 },
      { restart: true, delayMs: 4000 },
      { restart: true, delayMs: 8000 },
      { restart: false, exits: 5 },
    ]);
  });

  it('doubles the delay up to 30 s for a process failing every 20 s, never 5 times in a minute', () => {
    const delays = failRepeatedly(20_000, 8).map((decision) =>
      decision.restart ? decision.delayMs : 'gave up',
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts over at 1 s once the process has run for a minute', () => {
    const clock = new FakeClock();
    const policy = new RestartPolicy(() => clock.now());
    expect(policy.exited()).toEqual({ restart: true, delayMs: 1000 });
    clock.advance(1000);
    policy.started();
    expect(policy.exited()).toEqual({ restart: true, delayMs: 2000 });
    clock.advance(2000);
    policy.started();
    clock.advance(60_000);
    expect(policy.exited()).toEqual({ restart: true, delayMs: 1000 });
  });

  it('counts only the exits of the last minute towards giving up', () => {
    const clock = new FakeClock();
    const policy = new RestartPolicy(() => clock.now());
    for (let index = 0; index < 4; index++) {
      expect(policy.exited().restart).toBe(true);
      clock.advance(1000);
      policy.started();
    }
    clock.advance(60_000);
    expect(policy.exited()).toEqual({ restart: true, delayMs: 1000 });
  });
});
