import type { Knex } from 'knex';

// Once seeded the demo code GROUPMAP20 into every database, production's included, where anyone who
// read the README got 20% off. The code is now created at start-up in TEST MODE only
// (src/checkout/demo-discount-code.ts), and 20261126010000 removes it from databases this seeded.
// The file stays, doing nothing: knex refuses to run when an applied migration is missing.
export async function up(_knex: Knex): Promise<void> {}

export async function down(_knex: Knex): Promise<void> {}
