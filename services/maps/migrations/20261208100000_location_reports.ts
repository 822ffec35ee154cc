import type { Knex } from 'knex';

/**
 * Reports from viewers (issue 25). A report keeps what the one-per-reporter rule and the
 * three-distinct-sources rule need and nothing that names the reporter to anyone: the account or the
 * session (for "already reported"), a keyed hash of the network it came from (IPv4 /24, IPv6 /48:
 * the address itself is never stored), and whether the account had a verified e-mail. `dismissed_at`
 * is the owner's "Keep"; a location's `reports_kept_at` makes it immune to hiding until its next edit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('location_reports', (table) => {
    table.bigIncrements('id').primary();
    table.integer('location_id').notNullable().references('id').inTable('maps.locations').onDelete('CASCADE');
    table.integer('map_id').notNullable().references('id').inTable('maps.maps').onDelete('CASCADE');
    table.string('reason', 20).notNullable();
    table.string('note', 500).nullable();
    table.integer('user_id').nullable();
    table.string('session_id', 100).nullable();
    table.string('network_hash', 64).notNullable();
    table.boolean('verified_account').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('dismissed_at', { useTz: true }).nullable();
    table.index(['map_id', 'location_id'], 'location_reports_map_location_index');
  });
  // One report per account, or per session without one, per location (dismissed ones included).
  await knex.raw(
    'create unique index location_reports_one_per_account on maps.location_reports (location_id, user_id) where user_id is not null',
  );
  await knex.raw(
    'create unique index location_reports_one_per_session on maps.location_reports (location_id, session_id) where user_id is null',
  );
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.timestamp('reports_kept_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.dropColumn('reports_kept_at');
  });
  await knex.schema.withSchema('maps').dropTable('location_reports');
}
