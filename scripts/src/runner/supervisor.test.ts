import { FakeClock } from './fake-clock';
import { Supervisor, type Restartable } from './supervisor';

/** A stand-in process: each restart is a new generation with a new pid. */
class FakeProcess implements Restartable<FakeProcess> {
  leftoversKilled = 0;
  constructor(
    readonly spec: { name: string },
    readonly pid: number,
  ) {}
  respawn(): FakeProcess {
    return new FakeProcess(this.spec, this.pid + 1);
  }
  killLeftovers(): void {
    this.leftoversKilled += 1;
  }
}

function setUp() {
  const clock = new FakeClock();
  const children = [new FakeProcess({ name: 'maps' }, 100), new FakeProcess({ name: 'auth' }, 200)];
  const lines: string[] = [];
  const onRestarted = jest.fn();
  const supervisor = new Supervisor({
    children,
    clock,
    warn: (line) => lines.push(`warn: ${line}`),
    error: (line) => lines.push(`error: ${line}`),
    onRestarted,
  });
  const pidOf = (name: string) => children.find((child) => child.spec.name === name)!.pid;
  return { clock, children, lines, onRestarted, supervisor, pidOf };
}

describe('supervisor', () => {
  it('restarts a crashing service after 1, 2, 4, 8 s, then gives up on it in one line and leaves the rest alone', () => {
    const { clock, lines, onRestarted, supervisor, pidOf } = setUp();
    const restartedAt: number[] = [];
    for (let crash = 0; crash < 5; crash++) {
      const before = pidOf('maps');
      supervisor.exited('maps', { code: 1, signal: null });
      // Nothing happens until the delay has passed to the millisecond.
      while (pidOf('maps') === before && clock.pendingTimers > 0) clock.advance(1);
      if (pidOf('maps') !== before) restartedAt.push(clock.now());
    }
    expect(restartedAt).toEqual([1000, 3000, 7000, 15_000]);
    expect(lines).toEqual([
      'warn: maps exited (code 1); restarting it in 1 s',
      'warn: maps exited (code 1); restarting it in 2 s',
      'warn: maps exited (code 1); restarting it in 4 s',
      'warn: maps exited (code 1); restarting it in 8 s',
      'error: maps exited 5 times within 60 s; not restarting it again (the rest keeps running)',
    ]);
    expect(onRestarted).toHaveBeenCalledTimes(4);
    expect(pidOf('maps')).toBe(104);
    expect(pidOf('auth')).toBe(200);
    expect(clock.pendingTimers).toBe(0);
  });

  it('restarts a process killed by SIGKILL, after killing what is left of its group', () => {
    const { clock, children, lines, supervisor, pidOf } = setUp();
    const crashed = children[0]!;
    supervisor.exited('maps', { code: null, signal: 'SIGKILL' });
    expect(crashed.leftoversKilled).toBe(1);
    clock.advance(1000);
    expect(pidOf('maps')).toBe(101);
    expect(lines).toEqual(['warn: maps exited (SIGKILL); restarting it in 1 s']);
  });

  it('leaves a process stopped that stopped cleanly when someone else asked it to', () => {
    const { clock, lines, supervisor, pidOf } = setUp();
    supervisor.exited('maps', { code: 0, signal: null });
    supervisor.exited('auth', { code: null, signal: 'SIGTERM' });
    clock.advance(120_000);
    expect([pidOf('maps'), pidOf('auth')]).toEqual([100, 200]);
    expect(lines).toEqual([
      'warn: maps stopped (code 0) without the runner asking; not restarted',
      'warn: auth stopped (SIGTERM) without the runner asking; not restarted',
    ]);
  });

  it('cancels a pending restart when the runner stops everything', () => {
    const { clock, supervisor, pidOf, onRestarted } = setUp();
    supervisor.exited('maps', { code: 1, signal: null });
    supervisor.stop();
    clock.advance(60_000);
    expect(pidOf('maps')).toBe(100);
    expect(onRestarted).not.toHaveBeenCalled();
    supervisor.exited('auth', { code: 1, signal: null });
    expect(clock.pendingTimers).toBe(0);
  });
});
