import type { Knex } from 'knex';

/**
 * Every add counts the map's locations against its plan's limit, deleted rows left out (issue 24):
 * this partial index lets that count read the index alone, as it did before rows had a state, rather
 * than visit every row of the map (bench:live showed Postgres' time per add rising with it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "create index locations_map_counted_index on maps.locations (map_id) where state <> 'deleted'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index maps.locations_map_counted_index');
}
