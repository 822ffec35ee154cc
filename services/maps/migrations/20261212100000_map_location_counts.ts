import type { Knex } from 'knex';

/**
 * Every add checks the map's count of locations (all but deleted ones) against its plan's limit
 * (issue 27): the count is kept on the map row, which the add already locks, instead of counted per
 * add. Statement-level triggers with transition tables keep it for every path that adds, deletes,
 * restores, removes or purges locations (one update per map per statement, so an import of thousands
 * of rows touches its map row once).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table maps.maps add column location_count integer not null default 0');
  await knex.raw(`
    update maps.maps m set location_count = c.n
    from (select map_id, count(*) as n from maps.locations where state <> 'deleted' group by map_id) c
    where c.map_id = m.id`);
  await knex.raw(`
    create function maps.apply_location_count_changes() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update maps.maps m set location_count = m.location_count + c.n
        from (select map_id, count(*) as n from new_rows where state <> 'deleted' group by map_id) c
        where c.map_id = m.id;
      elsif tg_op = 'DELETE' then
        update maps.maps m set location_count = m.location_count - c.n
        from (select map_id, count(*) as n from old_rows where state <> 'deleted' group by map_id) c
        where c.map_id = m.id;
      else
        update maps.maps m set location_count = m.location_count + c.n
        from (
          select map_id, sum(n) as n from (
            select map_id, count(*) as n from new_rows where state <> 'deleted' group by map_id
            union all
            select map_id, -count(*) as n from old_rows where state <> 'deleted' group by map_id
          ) d group by map_id having sum(n) <> 0
        ) c
        where c.map_id = m.id;
      end if;
      return null;
    end $$`);
  await knex.raw(`create trigger locations_counted_on_insert after insert on maps.locations
    referencing new table as new_rows for each statement execute function maps.apply_location_count_changes()`);
  await knex.raw(`create trigger locations_counted_on_update after update on maps.locations
    referencing old table as old_rows new table as new_rows
    for each statement execute function maps.apply_location_count_changes()`);
  await knex.raw(`create trigger locations_counted_on_delete after delete on maps.locations
    referencing old table as old_rows for each statement execute function maps.apply_location_count_changes()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const event of ['insert', 'update', 'delete'])
    await knex.raw(`drop trigger locations_counted_on_${event} on maps.locations`);
  await knex.raw('drop function maps.apply_location_count_changes()');
  await knex.raw('alter table maps.maps drop column location_count');
}
