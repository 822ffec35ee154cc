import { allowanceMargin, LocalAllowance, type SharedCounter } from './local-allowance';

/** The shared Postgres counter as replicas see it: one fixed window per key, calls counted. */
class FakeSharedCounter implements SharedCounter {
  calls = 0;
  failing = false;
  private readonly counts = new Map<string, { consumed: number; endsAt: number }>();

  constructor(
    private readonly points: number,
    private readonly windowMs: number,
    private readonly clock: () => number,
  ) {}

  async add(key: string, points: number) {
    this.calls += 1;
    if (this.failing) throw new Error('database down');
    const now = this.clock();
    let entry = this.counts.get(key);
    if (!entry || now >= entry.endsAt) entry = { consumed: 0, endsAt: now + this.windowMs };
    entry.consumed += points;
    this.counts.set(key, entry);
    return {
      allowed: entry.consumed <= this.points,
      consumedPoints: entry.consumed,
      msBeforeNext: entry.endsAt - now,
    };
  }

  consumed(key: string) {
    return this.counts.get(key)?.consumed ?? 0;
  }
}

function setUp(points: number, replicas = 1) {
  let now = 1_000_000;
  const clock = () => now;
  const shared = new FakeSharedCounter(points, 60_000, clock);
  const allowances = Array.from(
    { length: replicas },
    () => new LocalAllowance(shared, { points, flushMs: 60_000, clock }),
  );
  return { shared, allowances, advance: (ms: number) => (now += ms) };
}

async function attempts(allowance: LocalAllowance, key: string, count: number) {
  let allowed = 0;
  for (let i = 0; i < count; i += 1) if ((await allowance.attempt(key)).allowed) allowed += 1;
  return allowed;
}

describe('LocalAllowance', () => {
  it('asks the shared counter on a key’s first attempt, then counts far from the limit in memory', async () => {
    const { shared, allowances } = setUp(1_000);
    const [allowance] = allowances as [LocalAllowance];
    expect(await attempts(allowance, 'session-a', 1)).toBe(1);
    expect(shared.calls).toBe(1);
    // The margin is 50 at 1,000 points: 49 more wait unsynced, the 50th asks with them.
    expect(await attempts(allowance, 'session-a', 49)).toBe(49);
    expect(shared.calls).toBe(1);
    expect(allowance.unsyncedOf('session-a')).toBe(49);
    await allowance.flush();
    expect([shared.calls, shared.consumed('session-a'), allowance.unsyncedOf('session-a')]).toEqual([
      2, 50, 0,
    ]);
  });

  it('allows exactly the limit with one replica, asking the shared counter near it', async () => {
    const { shared, allowances } = setUp(100);
    const [allowance] = allowances as [LocalAllowance];
    expect(await attempts(allowance, 'k', 130)).toBe(100);
    await allowance.flush();
    expect(shared.consumed('k')).toBe(130);
    expect(await allowance.attempt('k')).toEqual({ allowed: false, msBeforeNext: 60_000 });
  });

  it('passes the limit by at most the margin per replica across replicas', async () => {
    const points = 100;
    const { allowances } = setUp(points, 3);
    let allowed = 0;
    // Round robin over the replicas, each flushing only now and then: the worst case for stale views.
    for (let round = 0; round < 200; round += 1) {
      for (const allowance of allowances) if ((await allowance.attempt('shared-ip')).allowed) allowed += 1;
      if (round % 25 === 24) for (const allowance of allowances) await allowance.flush();
    }
    expect(allowed).toBeGreaterThanOrEqual(points);
    expect(allowed).toBeLessThanOrEqual(points + 3 * allowanceMargin(points));
  });

  it('starts afresh in the next window, and keeps attempts it could not pass on for the next flush', async () => {
    const { shared, allowances, advance } = setUp(100);
    const [allowance] = allowances as [LocalAllowance];
    expect(await attempts(allowance, 'k', 100)).toBe(100);
    advance(60_001);
    expect(await attempts(allowance, 'k', 5)).toBe(5);
    shared.failing = true;
    await allowance.flush();
    expect(allowance.unsyncedOf('k')).toBe(4);
    shared.failing = false;
    await allowance.flush();
    expect(shared.consumed('k')).toBe(5);
  });

  it('takes back an unsynced attempt on a refund, and forgets a key on a reset', async () => {
    const { shared, allowances } = setUp(100);
    const [allowance] = allowances as [LocalAllowance];
    await attempts(allowance, 'k', 3);
    expect(allowance.takeBack('k')).toBe(true);
    await allowance.flush();
    expect(shared.consumed('k')).toBe(2);
    expect(allowance.takeBack('k')).toBe(false);
    allowance.forget('k');
    await attempts(allowance, 'k', 1);
    expect(shared.calls).toBe(3);
  });

  it('keeps no allowance for a small limit: every attempt asks the shared counter', async () => {
    const { shared, allowances } = setUp(5);
    const [allowance] = allowances as [LocalAllowance];
    expect(await attempts(allowance, 'k', 7)).toBe(5);
    expect(shared.calls).toBe(7);
  });
});
