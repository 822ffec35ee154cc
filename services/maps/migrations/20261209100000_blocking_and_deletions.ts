import type { Knex } from 'knex';

/**
 * Contributors and undo by contributor (issue 25): the owner blocks a contributor identity (never an
 * IP: a venue shares one), and "Recently deleted" says who deleted each location (its author, the
 * owner, the owner's rejection in review, or the owner's "Remove all their locations", whose rows share
 * one removal id so they are restored together). Rows deleted before this say nothing (null).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('contributors', (table) => {
    table.timestamp('blocked_at', { useTz: true }).nullable();
  });
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.string('deleted_by', 10).nullable();
    table.uuid('removal_id').nullable();
  });
  await knex.raw(
    "alter table maps.locations add constraint locations_deleted_by_check check (deleted_by in ('author', 'owner', 'review', 'removal'))",
  );
  await knex.raw(
    'create index locations_removal_index on maps.locations (map_id, removal_id) where removal_id is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index maps.locations_removal_index');
  await knex.raw('alter table maps.locations drop constraint locations_deleted_by_check');
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.dropColumn('removal_id');
    table.dropColumn('deleted_by');
  });
  await knex.schema.withSchema('maps').alterTable('contributors', (table) => {
    table.dropColumn('blocked_at');
  });
}
