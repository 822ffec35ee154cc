import type { Knex } from 'knex';

// The maps entity and what hangs off it (spec section 3): locations (deleted with their map), the
// password grants of visitor sessions, and this service's projection of the owners' plans.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('maps', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().index();
    table.string('name', 100).notNullable();
    table.text('description').nullable();
    table.string('permalink', 100).notNullable().unique();
    table.jsonb('custom_fields').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    // AES-256-GCM ciphertext (iv.tag.data, base64url); the owner sees the password, so it is not hashed.
    table.text('password_encrypted').nullable();
    table.boolean('password_protected').notNullable().defaultTo(false);
    // Bumped whenever the password is set, changed or cleared: grants of older versions stop counting.
    table.integer('password_version').notNullable().defaultTo(0);
    table.text('logo_url').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.withSchema('maps').createTable('locations', (table) => {
    table.increments('id').primary();
    table.integer('map_id').notNullable().references('id').inTable('maps.maps').onDelete('CASCADE');
    table.integer('user_id').nullable();
    table.string('creator_session_id', 100).nullable();
    table.string('name', 200).notNullable();
    table.string('address', 500).notNullable();
    table.double('latitude').notNullable();
    table.double('longitude').notNullable();
    table.string('region', 200).notNullable().defaultTo('');
    table.string('country', 200).notNullable().defaultTo('');
    table.jsonb('custom_data').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['map_id', 'created_at']);
  });

  await knex.schema.withSchema('maps').createTable('access_grants', (table) => {
    table.integer('map_id').notNullable().references('id').inTable('maps.maps').onDelete('CASCADE');
    table.string('session_public_id', 100).notNullable();
    table.integer('password_version').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['map_id', 'session_public_id']);
  });

  await knex.schema.withSchema('maps').createTable('user_plans', (table) => {
    table.integer('user_id').primary();
    table.string('plan', 20).notNullable();
    // billing's per-user event sequence of the applied change: older redeliveries are skipped.
    table.bigInteger('last_sequence').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTable('user_plans');
  await knex.schema.withSchema('maps').dropTable('access_grants');
  await knex.schema.withSchema('maps').dropTable('locations');
  await knex.schema.withSchema('maps').dropTable('maps');
}
