import type { Knex } from 'knex';

/**
 * The ground for owners in control (issue 24):
 * - a contributor identity per map: an account, or a visitor's creating session (part 3 adds more
 *   sessions). Each location points at the identity that added it; existing locations get one per
 *   (map, account) and per (map, anonymous session), the seeded demo samples and anonymised rows none;
 * - a location's state (contracts' LOCATION_STATES): every delete keeps the row as `deleted` with its
 *   time, excluded from every read and from the map's limit, purged after 30 days.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('contributors', (table) => {
    table.increments('id').primary();
    table.integer('map_id').notNullable().references('id').inTable('maps.maps').onDelete('CASCADE');
    table.integer('user_id').nullable();
    // The visitor session the identity started with (an account's: the session of its first claim).
    table.string('session_id', 100).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'create unique index contributors_map_account_unique on maps.contributors (map_id, user_id) where user_id is not null',
  );
  await knex.raw(
    'create unique index contributors_map_visitor_unique on maps.contributors (map_id, session_id) where user_id is null and session_id is not null',
  );
  await knex.raw(
    'create index contributors_user_index on maps.contributors (user_id) where user_id is not null',
  );

  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table
      .integer('contributor_id')
      .nullable()
      .references('id')
      .inTable('maps.contributors')
      .onDelete('SET NULL');
    table.text('state').notNullable().defaultTo('published');
    table.timestamp('deleted_at', { useTz: true }).nullable();
    table.index(['contributor_id'], 'locations_contributor_index');
  });
  await knex.raw(
    "alter table maps.locations add constraint locations_state_check check (state in ('published', 'pending', 'hidden', 'deleted'))",
  );
  await knex.raw(
    "alter table maps.locations add constraint locations_deleted_at_check check ((state = 'deleted') = (deleted_at is not null))",
  );
  // The purge finds what is due without reading the live rows.
  await knex.raw(
    "create index locations_deleted_index on maps.locations (deleted_at) where state = 'deleted'",
  );

  await knex.raw(`
    insert into maps.contributors (map_id, user_id, created_at)
    select map_id, user_id, min(created_at) from maps.locations
    where user_id is not null group by map_id, user_id`);
  await knex.raw(`
    insert into maps.contributors (map_id, session_id, created_at)
    select map_id, creator_session_id, min(created_at) from maps.locations
    where user_id is null and creator_session_id is not null group by map_id, creator_session_id`);
  await knex.raw(`
    update maps.locations l set contributor_id = c.id from maps.contributors c
    where c.map_id = l.map_id and (
      (l.user_id is not null and c.user_id = l.user_id)
      or (l.user_id is null and c.user_id is null and c.session_id = l.creator_session_id))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('maps.locations').where({ state: 'deleted' }).delete();
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.dropIndex([], 'locations_contributor_index');
    table.dropColumn('contributor_id');
    table.dropColumn('deleted_at');
    table.dropColumn('state');
  });
  await knex.schema.withSchema('maps').dropTable('contributors');
}
