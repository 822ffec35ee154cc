import type { Knex } from 'knex';

/** The maps whose kept `location_count` differs from their rows but deleted ones. */
export async function mapsWithDriftedCounts(
  knex: Knex,
): Promise<{ id: number; kept: number; counted: number }[]> {
  const { rows } = await knex.raw<{ rows: { id: number; kept: number; counted: string }[] }>(`
    select m.id, m.location_count as kept, coalesce(c.n, 0) as counted
    from maps.maps m
    left join (select map_id, count(*) as n from maps.locations where state <> 'deleted' group by map_id) c
      on c.map_id = m.id
    where m.location_count <> coalesce(c.n, 0)`);
  return rows.map((row) => ({ ...row, counted: Number(row.counted) }));
}

/**
 * Fails when any map's kept count drifted: every maps suite checks it as it closes, so whatever path
 * its tests took (adds, deletes, restores, imports, removals, purges) kept the count (issue 27).
 */
export async function checkLocationCountsKept(knex: Knex): Promise<void> {
  const drifted = await mapsWithDriftedCounts(knex);
  if (drifted.length > 0) throw new Error(`location_count drifted: ${JSON.stringify(drifted.slice(0, 5))}`);
}
