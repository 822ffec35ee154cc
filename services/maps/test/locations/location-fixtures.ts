import type { PlanId } from '@groupmap/contracts';
import { uniquePermalink, userOn, type Client, type MapsTestEnv } from '../support/maps-test-env';

/** A valid add or edit body, with `overrides`. */
export const locationBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Community garden',
  address: 'High Street 1, London',
  latitude: 51.5,
  longitude: -0.12,
  region: 'England',
  country: 'United Kingdom',
  customData: {},
  ...overrides,
});

export interface OwnedMap {
  owner: Client;
  map: { id: number; permalink: string; customFields: string[] };
}

/** A map owned by a new user on `plan`, with `settings` (custom fields, protection...). */
export async function ownedMap(
  env: MapsTestEnv,
  plan: PlanId = 'free',
  settings: Record<string, unknown> = {},
): Promise<OwnedMap> {
  const owner = await userOn(env, plan);
  const created = await owner.post('/api/maps', {
    name: 'Shared map',
    permalink: uniquePermalink(),
    ...settings,
  });
  if (created.status !== 201) throw new Error(`map not created: ${created.status} ${created.text}`);
  return { owner, map: created.body };
}

/** Adds a location as `author`, failing the test unless it was created. */
export async function added(author: Client, mapId: number, overrides: Record<string, unknown> = {}) {
  const res = await author.post(`/api/maps/${mapId}/locations`, locationBody(overrides));
  if (res.status !== 201) throw new Error(`location not added: ${res.status} ${res.text}`);
  return res.body as { id: number; isOwn: boolean; canEdit: boolean; canDelete: boolean };
}

/** Inserts `count` locations straight into the table (no events): for limits and big lists. */
export const insertLocations = (env: MapsTestEnv, mapId: number, count: number) =>
  env.knex.batchInsert(
    'locations',
    Array.from({ length: count }, (_, index) => ({
      map_id: mapId,
      name: `Place ${index}`,
      address: 'High Street 1',
      latitude: 51.5,
      longitude: -0.1,
    })),
    1000,
  );

/** How many locations map `mapId` holds (deleted rows, kept 30 days, not counted), read from the table. */
export const locationCountOn = async (env: MapsTestEnv, mapId: number) =>
  Number(
    (await env.knex('locations').where({ map_id: mapId }).whereNot('state', 'deleted').count({ n: '*' }))[0]!
      .n,
  );

/** Location `id`'s row as it is stored, deleted or not (undefined once purged). */
export const storedRow = async (env: MapsTestEnv, id: number) =>
  (await env.knex('locations').where({ id }).first()) as
    | { state: string; deleted_at: Date | null; contributor_id: number | null; user_id: number | null }
    | undefined;
