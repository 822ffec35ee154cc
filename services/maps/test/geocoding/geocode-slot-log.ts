import type { Knex } from 'knex';
import { SCHEMA } from '../../src/schema';

/** A schema of the test's own, so the service's schema keeps only what its migrations make. */
const LOG_SCHEMA = 'test_geocode_slots';
/**
 * What may separate a call from its slot on the two clocks compared: Postgres's microseconds against
 * the whole milliseconds of Date.now() and of the timers. Nothing to do with the machine's load.
 */
const CLOCK_GRANULARITY_MS = 5;
/** Postgres's microseconds as a JavaScript number of epoch milliseconds lose a few nanoseconds. */
const FLOAT_ROUNDING_MS = 0.001;

/**
 * Records every call slot upstreamSlots hands out, in Postgres's own clock: a trigger on
 * geocode_slots logs each reservation's `next_at`, and the slot it gave is that less the interval.
 * Idempotent, and safe for two test files at once.
 */
export async function recordGeocodeSlots(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [LOG_SCHEMA]);
    await trx.raw(`create schema if not exists ${LOG_SCHEMA}`);
    await trx.raw(
      `create table if not exists ${LOG_SCHEMA}.reservations (upstream text not null, next_at timestamptz not null)`,
    );
    await trx.raw(`create or replace function ${LOG_SCHEMA}.log_reservation() returns trigger
      language plpgsql as $$
      begin
        insert into ${LOG_SCHEMA}.reservations (upstream, next_at) values (new.upstream, new.next_at);
        return new;
      end $$`);
    await trx.raw(`create or replace trigger log_reservation after insert or update on ${SCHEMA}.geocode_slots
      for each row execute function ${LOG_SCHEMA}.log_reservation()`);
  });
}

/** Forgets what was logged for `upstream` (its host) so far: a port, and so a host, may come round again. */
export async function forgetSlotsOf(knex: Knex, upstream: string): Promise<void> {
  await knex(`${LOG_SCHEMA}.reservations`).where({ upstream }).delete();
}

/** The start times (epoch ms) of the slots given for `upstream` (its host), earliest first. */
export async function slotsOf(knex: Knex, upstream: string, intervalMs: number): Promise<number[]> {
  const rows: { next_at_ms: string }[] = await knex(`${LOG_SCHEMA}.reservations`)
    .where({ upstream })
    .select(knex.raw('extract(epoch from next_at) * 1000 as next_at_ms'));
  return rows.map((row) => Number(row.next_at_ms) - intervalMs).sort((a, b) => a - b);
}

/**
 * Checks calls that reached a fake upstream (`arrivals`, Date.now() each) against the slots they
 * were given: one call per slot, slots at least an interval apart, and the k-th call no earlier than
 * the k-th slot. Unlike the gaps between calls, this holds on a busy machine: lateness only ever
 * delays a call after its slot, while a call that did not wait for its slot fails it.
 */
export function expectCallsInTheirSlots(arrivals: number[], slots: number[], intervalMs: number): void {
  const calls = [...arrivals].sort((a, b) => a - b);
  expect(calls).toHaveLength(slots.length);
  const closerThanAnInterval = slots.flatMap((slot, index) =>
    index > 0 && slot - slots[index - 1]! < intervalMs - FLOAT_ROUNDING_MS
      ? [{ index, gap: slot - slots[index - 1]! }]
      : [],
  );
  expect(closerThanAnInterval).toEqual([]);
  const beforeTheirSlot = calls.flatMap((call, index) =>
    call < slots[index]! - CLOCK_GRANULARITY_MS ? [{ index, early: slots[index]! - call }] : [],
  );
  expect(beforeTheirSlot).toEqual([]);
}
