import type { RpcResponder } from '@groupmap/svc-kit';
import { startAccessCheckResponder } from '../src/rpc/access-check';
import { added, ownedMap } from './locations/location-fixtures';
import { accessCheck, client, startMapsTestEnv, type MapsTestEnv } from './support/maps-test-env';

// `maps.access.check` answered for a crowd at once (issue 29: every socket rejoins after a gateway
// restart): each check gets its own answer, and the crowd is read in a few queries, not three each.
let env: MapsTestEnv;
let responder: RpcResponder;

beforeAll(async () => {
  env = await startMapsTestEnv();
  responder = await startAccessCheckResponder({
    nc: env.nc,
    knex: env.knex,
    prefix: env.config.EVENTS_PREFIX,
    logger: env.logger,
  });
});

afterAll(async () => {
  await responder.stop();
  await env.close();
});

/** The queries of an access check (the map, the epoch, the contributor identities) while `run` runs. */
async function countCheckQueries<T>(run: () => Promise<T>): Promise<[T, number]> {
  let queries = 0;
  const count = (query: { sql: string }) => {
    if (/from "maps"|sequence_epoch|contributor_sessions/.test(query.sql)) queries += 1;
  };
  env.knex.on('query', count);
  try {
    return [await run(), queries];
  } finally {
    env.knex.off('query', count);
  }
}

describe('maps.access.check for a crowd', () => {
  it('answers each check of a crowd its own, reading the crowd in a few queries', async () => {
    const first = await ownedMap(env);
    const second = await ownedMap(env);
    const contributor = client(env.app);
    await added(contributor, first.map.id);
    const identity = (await env
      .knex('contributors')
      .where({ map_id: first.map.id, session_id: contributor.sessionId })
      .first('id')) as { id: number };

    const crowd = Array.from({ length: 12 }, () => [
      {
        visitor: contributor,
        map: { permalink: first.map.permalink },
        ids: [identity.id],
        mapId: first.map.id,
      },
      { visitor: client(env.app), map: { permalink: first.map.permalink }, ids: [], mapId: first.map.id },
      { visitor: contributor, map: { permalink: second.map.permalink }, ids: [], mapId: second.map.id },
      { visitor: first.owner, map: first.map.id, ids: [], mapId: first.map.id },
      { visitor: contributor, map: { permalink: 'no-such-map-here' }, ids: [], mapId: null },
    ]).flat();

    const [answers, queries] = await countCheckQueries(() =>
      Promise.all(crowd.map(({ visitor, map }) => accessCheck(env, map, visitor))),
    );
    answers.forEach((answer, index) => {
      const asked = crowd[index]!;
      expect(answer).toMatchObject({
        mapId: asked.mapId,
        allowed: asked.mapId !== null,
        contributorIds: asked.ids,
      });
      if (asked.mapId === first.map.id) expect(answer.ownerId).toBe(first.owner.userId);
    });
    // Three reads per check one by one would be 180 queries.
    expect(queries).toBeLessThan(crowd.length);
  });
});
