import type { Knex } from 'knex';

// Discount codes for the TEST MODE checkout (with Stripe, its promotion codes are used). Codes are
// unique regardless of case, as users type them: a unique index on lower(code).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').createTable('discount_codes', (table) => {
    table.increments('id');
    table.text('code').notNullable();
    table.integer('percent_off').notNullable();
    table.timestamp('expires_at', { useTz: true });
    table.boolean('active').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check('percent_off between 1 and 100', [], 'discount_codes_percent_off_check');
  });
  await knex.raw('create unique index discount_codes_code_lower_key on billing.discount_codes (lower(code))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').dropTableIfExists('discount_codes');
}
