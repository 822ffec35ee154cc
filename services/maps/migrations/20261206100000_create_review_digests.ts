import type { Knex } from 'knex';

/**
 * When maps last asked auth to mail a map's owner that locations wait for their review (issue 24's
 * digests): at most once an hour per map, and only when something arrived since.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('review_digests', (table) => {
    table.integer('map_id').primary().references('id').inTable('maps.maps').onDelete('CASCADE');
    table.timestamp('sent_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTable('review_digests');
}
