import type { Knex } from 'knex';

// Removes the demo code 20251201100200 seeded (GROUPMAP20, 20% off, no expiry) from every database
// that got it: it must not discount a real payment. A TEST MODE billing creates it again at start-up.
// Matching all three values leaves alone a code of that name an operator made themselves.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `delete from billing.discount_codes
     where lower(code) = lower(?) and percent_off = 20 and expires_at is null`,
    ['GROUPMAP20'],
  );
}

// Nothing to undo: putting the code back would reopen the hole this closes.
export async function down(_knex: Knex): Promise<void> {}
