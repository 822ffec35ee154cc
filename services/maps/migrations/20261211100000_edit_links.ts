import type { Knex } from 'knex';

/**
 * Edit rights on another device by a mailed link (issue 26):
 * - a contributor identity without an account keeps the address its contributor gave, as a keyed
 *   hash (HMAC under CONTRIBUTOR_EMAIL_KEY, what links and verified accounts are matched by) and
 *   sealed (AES-GCM, what the mail is sent to), and when a followed link proved it;
 * - `contributor_sessions`: the sessions a followed link bound to an identity, besides the one that
 *   created it; rights, live flags and the author's view of pending locations follow them;
 * - `edit_link_requests`: "Send me a link" as the request left it, handled after the answer (the
 *   same answer and the same request work whether or not anything matches);
 * - `edit_links`: the links mailed, by the hash of their token, single use, with an expiry.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('contributors', (table) => {
    table.string('email_key', 43).nullable();
    table.text('email_sealed').nullable();
    table.timestamp('email_proven_at', { useTz: true }).nullable();
  });
  await knex.raw(
    'create index contributors_email_key_index on maps.contributors (map_id, email_key) where email_key is not null',
  );
  await knex.raw(
    'create index contributors_proven_email_index on maps.contributors (email_key) where email_proven_at is not null and user_id is null',
  );

  await knex.schema.withSchema('maps').createTable('contributor_sessions', (table) => {
    table
      .integer('contributor_id')
      .notNullable()
      .references('id')
      .inTable('maps.contributors')
      .onDelete('CASCADE');
    table.integer('map_id').notNullable().references('id').inTable('maps.maps').onDelete('CASCADE');
    table.string('session_id', 100).notNullable();
    table.timestamp('bound_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['contributor_id', 'session_id']);
    table.index(['map_id', 'session_id'], 'contributor_sessions_viewer_index');
    table.index(['session_id'], 'contributor_sessions_session_index');
  });

  await knex.schema.withSchema('maps').createTable('edit_link_requests', (table) => {
    table.bigIncrements('id').primary();
    table.integer('map_id').notNullable().references('id').inTable('maps.maps').onDelete('CASCADE');
    table.string('session_id', 100).nullable();
    table.boolean('remember').notNullable();
    table.string('email_key', 43).notNullable();
    table.text('email_sealed').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.withSchema('maps').createTable('edit_links', (table) => {
    table.string('token_hash', 64).primary();
    // No foreign key: a link to a deleted map still answers "There is nothing left to edit on this map."
    table.integer('map_id').notNullable();
    table.string('email_key', 43).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
    table.index(['expires_at'], 'edit_links_expiry_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTable('edit_links');
  await knex.schema.withSchema('maps').dropTable('edit_link_requests');
  await knex.schema.withSchema('maps').dropTable('contributor_sessions');
  await knex.schema.withSchema('maps').alterTable('contributors', (table) => {
    table.dropColumn('email_proven_at');
    table.dropColumn('email_sealed');
    table.dropColumn('email_key');
  });
}
