// The rows the loss check compares the ledger with: every location of the soak's maps, deleted ones
// included (a delete keeps the row as `deleted`), read straight from the maps schema.
import pg from 'pg';
import type { StoredLocation } from './checks/loss-check';

export async function readStoredLocations(databaseUrl: string, mapIds: number[]): Promise<StoredLocation[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; map_id: number; name: string; state: string }>(
      'select id, map_id, name, state from maps.locations where map_id = any($1)',
      [mapIds],
    );
    return rows.map((row) => ({ id: row.id, mapId: row.map_id, name: row.name, state: row.state }));
  } finally {
    await db.end();
  }
}
