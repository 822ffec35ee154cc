import type { Knex } from 'knex';

/**
 * Review before publishing (issue 24):
 * - the owner's setting "Review new locations before they appear", off for every map so far;
 * - trust, on the contributor identity ("Trust this contributor");
 * - when a location became visible to everyone (`published_at`): its creation time for every
 *   location so far and for each added without review (the column's default is the insert's time),
 *   null while it awaits review. Lists are ordered newest first by it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('maps', (table) => {
    table.boolean('review_new_locations').notNullable().defaultTo(false);
  });
  await knex.schema.withSchema('maps').alterTable('contributors', (table) => {
    table.timestamp('trusted_at', { useTz: true }).nullable();
  });
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.timestamp('published_at', { useTz: true }).nullable().defaultTo(knex.fn.now());
  });
  await knex.raw("update maps.locations set published_at = created_at where state <> 'pending'");
  await knex.raw(
    "alter table maps.locations add constraint locations_published_at_check check (state <> 'published' or published_at is not null)",
  );
  await knex.raw('create index locations_map_published_index on maps.locations (map_id, published_at, id)');
  // The owner's queue and each contributor's count of what awaits review.
  await knex.raw(
    "create index locations_pending_index on maps.locations (map_id, contributor_id) where state = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('maps.locations').where({ state: 'pending' }).delete();
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.dropIndex([], 'locations_pending_index');
    table.dropIndex([], 'locations_map_published_index');
    table.dropColumn('published_at');
  });
  await knex.schema.withSchema('maps').alterTable('contributors', (table) => {
    table.dropColumn('trusted_at');
  });
  await knex.schema.withSchema('maps').alterTable('maps', (table) => {
    table.dropColumn('review_new_locations');
  });
}
