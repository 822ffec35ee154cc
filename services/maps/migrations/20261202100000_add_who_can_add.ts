import type { Knex } from 'knex';

// Who may add locations to a map (issue 24): every existing map keeps what it had, anyone with the
// link. The check keeps the column to contracts' three values (WHO_CAN_ADD).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('maps', (table) => {
    table.text('who_can_add').notNullable().defaultTo('anyone');
  });
  await knex.raw(
    "alter table maps.maps add constraint maps_who_can_add_check check (who_can_add in ('anyone', 'signed-in', 'owner'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('maps', (table) => {
    table.dropColumn('who_can_add');
  });
}
