import { exponentialBackoff } from './retry-backoff';

describe('exponentialBackoff', () => {
  it('doubles the delay per failed attempt up to the ceiling', () => {
    const noJitter = exponentialBackoff({ baseMs: 100, maxMs: 1_000, random: () => 1 });
    expect([1, 2, 3, 4, 5, 6].map(noJitter)).toEqual([100, 200, 400, 800, 1_000, 1_000]);
  });

  it('spreads delays between half and all of the exponential value', () => {
    const low = exponentialBackoff({ baseMs: 100, maxMs: 1_000, random: () => 0 });
    const mid = exponentialBackoff({ baseMs: 100, maxMs: 1_000, random: () => 0.5 });
    expect([low(3), mid(3)]).toEqual([200, 300]);
  });
});
