import type { Knex } from 'knex';
import { waitForDatabase } from './wait-for-database';

/** A knex whose `raw` fails `failures` times, then answers. */
function flakyKnex(failures: number): { knex: Knex; calls: () => number } {
  let calls = 0;
  const knex = {
    raw: async () => {
      calls += 1;
      if (calls <= failures) throw new Error('connect ECONNREFUSED');
      return { rows: [{ '?column?': 1 }] };
    },
  } as unknown as Knex;
  return { knex, calls: () => calls };
}

function fakeClock() {
  let time = 0;
  return { now: () => time, sleep: async (ms: number) => void (time += ms) };
}

describe('waitForDatabase', () => {
  it('retries until the database answers', async () => {
    const { knex, calls } = flakyKnex(3);
    await waitForDatabase(knex, { timeoutMs: 10_000, intervalMs: 1_000, ...fakeClock() });
    expect(calls()).toBe(4);
  });

  it('gives up with the last error once the time is over', async () => {
    const { knex, calls } = flakyKnex(100);
    await expect(
      waitForDatabase(knex, { timeoutMs: 5_000, intervalMs: 1_000, ...fakeClock() }),
    ).rejects.toThrow('ECONNREFUSED');
    expect(calls()).toBe(6);
  });
});
