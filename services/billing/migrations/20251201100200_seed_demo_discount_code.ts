import type { Knex } from 'knex';

// The demo code the issue asks for, so the TEST MODE checkout can show a discount out of the box.
const DEMO_CODE = 'GROUPMAP20';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `insert into billing.discount_codes (code, percent_off) values (?, 20)
     on conflict (lower(code)) do nothing`,
    [DEMO_CODE],
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('delete from billing.discount_codes where lower(code) = lower(?)', [DEMO_CODE]);
}
