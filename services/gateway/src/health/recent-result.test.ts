import { recentResult } from './recent-result';

describe('recentResult', () => {
  it('runs the check once for every caller within the age, and again after it', async () => {
    let clock = 1_000;
    let runs = 0;
    const check = recentResult(
      async () => ++runs,
      1_000,
      () => clock,
    );
    expect(await Promise.all(Array.from({ length: 20 }, () => check()))).toEqual(Array(20).fill(1));
    clock += 999;
    expect(await check()).toBe(1);
    clock += 1;
    expect(await check()).toBe(2);
    expect(runs).toBe(2);
  });

  it('shares a check still under way', async () => {
    let release!: (value: string) => void;
    let runs = 0;
    const check = recentResult(
      () => {
        runs += 1;
        return new Promise<string>((resolve) => (release = resolve));
      },
      1_000,
      () => 0,
    );
    const first = check();
    const second = check();
    release('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(runs).toBe(1);
  });
});
