import { mapAccessCheckReplySchema, messages } from '@groupmap/contracts';
import { OUTBOX_TABLE, requestRpc, type RpcResponder } from '@groupmap/svc-kit';
import { startAccessCheckResponder } from '../src/rpc/access-check';
import {
  accessCheck,
  client,
  startMapsTestEnv,
  uniqueIp,
  uniquePermalink,
  userOn,
  type Client,
  type MapsTestEnv,
} from './support/maps-test-env';

// Password-protected maps (decisions.md): what visitors see, grants, rate limits, `maps.access.check`.
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

interface ProtectedMap {
  owner: Client;
  id: number;
  permalink: string;
}

async function protectedMap(password = 'correct horse'): Promise<ProtectedMap> {
  const owner = await userOn(env, 'pro');
  const res = await owner.post('/api/maps', {
    name: 'Secret spots',
    description: 'Only for members',
    permalink: uniquePermalink(),
    customFields: ['Door code'],
    passwordProtected: true,
    password,
    logoUrl: await env.logos.issue(owner.userId!),
  });
  expect(res.status).toBe(201);
  return { owner, id: res.body.id, permalink: res.body.permalink };
}

it('shows a visitor without a grant the name and description only, never the password', async () => {
  const map = await protectedMap();
  const res = await client(env.app).get(`/api/maps/${map.permalink}`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    id: map.id,
    name: 'Secret spots',
    description: 'Only for members',
    permalink: map.permalink,
    customFields: [],
    passwordProtected: true,
    logoUrl: null,
    // Who may add is no secret: the page behind the password gate shows it once opened.
    whoCanAdd: 'anyone',
    reviewNewLocations: false,
    requiresPassword: true,
    isOwner: false,
    createdAt: expect.any(String),
  });
  expect(res.text).not.toContain('correct horse');

  const owner = await map.owner.get(`/api/maps/${map.permalink}`);
  expect(owner.body).toMatchObject({ requiresPassword: false, isOwner: true, password: 'correct horse' });
});

it('refuses a wrong password and grants access for the right one, to that session only', async () => {
  const map = await protectedMap();
  const visitor = client(env.app);
  const other = client(env.app);

  const wrong = await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'wrong horse' });
  expect(wrong.status).toBe(403);
  expect(wrong.text).toBe(messages.incorrectMapPassword);
  expect(await accessCheck(env, map.id, visitor)).toMatchObject({ allowed: false, passwordVersion: 1 });

  expect(
    (await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'correct horse' })).status,
  ).toBe(204);
  const view = await visitor.get(`/api/maps/${map.permalink}`);
  expect(view.body).toMatchObject({ requiresPassword: false, customFields: ['Door code'] });
  expect(view.body).not.toHaveProperty('password');
  expect(await accessCheck(env, map.id, visitor)).toMatchObject({ allowed: true, passwordVersion: 1 });

  expect((await other.get(`/api/maps/${map.permalink}`)).body.requiresPassword).toBe(true);
  expect(await accessCheck(env, map.id, other)).toMatchObject({ allowed: false, passwordVersion: 1 });
  expect(await accessCheck(env, map.id, map.owner)).toMatchObject({ allowed: true, passwordVersion: 1 });
});

it('voids earlier grants when the owner changes the password, but not when the form leaves it empty', async () => {
  const map = await protectedMap();
  const visitor = client(env.app);
  await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'correct horse' });

  const unchanged = await map.owner.put(`/api/maps/${map.id}`, { name: 'Secret spots', password: '' });
  expect(unchanged.body).toMatchObject({ passwordProtected: true, password: 'correct horse' });
  expect((await visitor.get(`/api/maps/${map.permalink}`)).body.requiresPassword).toBe(false);

  const changed = await map.owner.put(`/api/maps/${map.id}`, {
    name: 'Secret spots',
    password: 'battery staple',
  });
  expect(changed.body.password).toBe('battery staple');
  expect((await visitor.get(`/api/maps/${map.permalink}`)).body.requiresPassword).toBe(true);
  expect(await accessCheck(env, map.id, visitor)).toMatchObject({ allowed: false, passwordVersion: 2 });
  const old = await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'correct horse' });
  expect(old.status).toBe(403);
});

it('clears the password when the owner turns protection off', async () => {
  const map = await protectedMap();
  const res = await map.owner.put(`/api/maps/${map.id}`, { name: 'Open now', passwordProtected: false });
  expect(res.body).toMatchObject({ passwordProtected: false, password: null });
  const view = await client(env.app).get(`/api/maps/${map.permalink}`);
  expect(view.body).toMatchObject({ requiresPassword: false, customFields: ['Door code'] });
  const row = await env.knex('maps').where({ id: map.id }).first('password_encrypted');
  expect(row).toEqual({ password_encrypted: null });

  const again = await map.owner.put(`/api/maps/${map.id}`, { name: 'Open now', passwordProtected: true });
  expect(again.status).toBe(400);
  expect(again.text).toBe(messages.mapPasswordRequired);
});

it('answers 429 with a clear text once a session used up its attempts, even for the right password', async () => {
  const map = await protectedMap();
  const guesser = client(env.app);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect(
      (await guesser.post(`/api/maps/${map.id}/verify-password`, { password: `guess ${attempt}` })).status,
    ).toBe(403);
  }
  const blocked = await guesser.post(`/api/maps/${map.id}/verify-password`, { password: 'correct horse' });
  expect(blocked.status).toBe(429);
  expect(blocked.text).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  expect(blocked.headers['retry-after']).toEqual(expect.any(String));
  expect((await guesser.get(`/api/maps/${map.permalink}`)).body.requiresPassword).toBe(true);
});

it('answers 429 once one IPv6 /64 used up its attempts across fresh sessions and addresses', async () => {
  const map = await protectedMap();
  const network = uniqueIp().split(':').slice(0, 4).join(':');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 9; attempt += 1) {
    // Every address of one /64 is one client: a router hands out the whole /64.
    const ip = `${network}:${attempt.toString(16)}::${attempt + 1}`;
    const res = await client(env.app, null, { ip }).post(`/api/maps/${map.id}/verify-password`, {
      password: `guess ${attempt}`,
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 429]);
  const elsewhere = client(env.app).post(`/api/maps/${map.id}/verify-password`, {
    password: 'correct horse',
  });
  expect((await elsewhere).status).toBe(204);
});

describe('the map-wide count of wrong passwords (issue 21)', () => {
  const verify = (visitor: ReturnType<typeof client>, mapId: number, password: string) =>
    visitor.post(`/api/maps/${mapId}/verify-password`, { password });
  const alertsOf = (mapId: number) =>
    env
      .knex(OUTBOX_TABLE)
      .where({ aggregate_id: `map-password:${mapId}`, type: 'maps.map.password-guessed.v1' });

  it('never refuses a visitor with the right password, however many guessed wrong', async () => {
    const map = await protectedMap();
    const guessers = Array.from({ length: 12 }, () => client(env.app));
    for (const [index, guesser] of guessers.entries()) {
      expect((await verify(guesser, map.id, `guess ${index}`)).status).toBe(403);
    }
    // Past the threshold (12 here): a session that never failed on the map gets in.
    expect((await verify(client(env.app), map.id, 'correct horse')).status).toBe(204);
    // One that failed waits out the window, with the right password too.
    const blocked = await verify(guessers[0]!, map.id, 'correct horse');
    expect(blocked.status).toBe(429);
    expect(blocked.text).toBe('Too many attempts. Try again in 1 minute.');
    expect(blocked.headers['retry-after']).toBe('60');
    const guessing = await verify(guessers[1]!, map.id, 'guess again');
    expect(guessing.status).toBe(429);
    // Another map is not concerned.
    const otherMap = await protectedMap();
    expect((await verify(guessers[2]!, otherMap.id, 'correct horse')).status).toBe(204);
  });

  it('counts failures only: right passwords leave the map open to sessions that failed once', async () => {
    const map = await protectedMap();
    for (let index = 0; index < 30; index += 1) {
      expect((await verify(client(env.app), map.id, 'correct horse')).status).toBe(204);
    }
    const failedOnce = client(env.app);
    expect((await verify(failedOnce, map.id, 'wrong')).status).toBe(403);
    expect((await verify(failedOnce, map.id, 'correct horse')).status).toBe(204);
  });

  it('tells the owner once a day, outside the map’s own sequence', async () => {
    const map = await protectedMap();
    const before = await map.owner.get(`/api/maps/${map.id}/locations`);
    for (let index = 0; index < 11; index += 1) await verify(client(env.app), map.id, `guess ${index}`);
    expect(await alertsOf(map.id)).toHaveLength(0);
    for (let index = 0; index < 5; index += 1) await verify(client(env.app), map.id, `more ${index}`);
    const alerts = await alertsOf(map.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      payload: {
        mapId: map.id,
        ownerId: map.owner.userId,
        mapName: 'Secret spots',
        permalink: map.permalink,
        failures: 12,
        windowSeconds: 600,
      },
    });
    // Not a change of the map: its sequence, which viewers resume from, did not move.
    const after = await map.owner.get(`/api/maps/${map.id}/locations`);
    expect(after.headers['x-map-sequence']).toBe(before.headers['x-map-sequence']);
  });
});

it('counts only wrong passwords: a session may enter the right one again and again', async () => {
  const map = await protectedMap();
  const visitor = client(env.app);
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const res = await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'correct horse' });
    expect(res.status).toBe(204);
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await visitor.post(`/api/maps/${map.id}/verify-password`, { password: `guess ${attempt}` });
  }
  const blocked = await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'correct horse' });
  expect(blocked.status).toBe(429);
});

describe('a map password of fewer than 6 characters', () => {
  it('is refused on create with the contract text', async () => {
    const owner = await userOn(env, 'pro');
    const res = await owner.post('/api/maps', {
      name: 'Short',
      permalink: uniquePermalink(),
      passwordProtected: true,
      password: '12345',
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Password must be at least 6 characters');
    expect(res.text).toBe(messages.passwordTooShort);
  });

  it('is refused on edit, and the stored password stays', async () => {
    const map = await protectedMap();
    const res = await map.owner.put(`/api/maps/${map.id}`, { name: 'Secret spots', password: '12345' });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Password must be at least 6 characters');
    const stored = await map.owner.get(`/api/maps/${map.permalink}`);
    expect(stored.body.password).toBe('correct horse');
  });

  it('is still only a wrong password when a visitor tries it', async () => {
    const map = await protectedMap();
    const res = await client(env.app).post(`/api/maps/${map.id}/verify-password`, { password: '12345' });
    expect(res.status).toBe(403);
    expect(res.text).toBe(messages.incorrectMapPassword);
  });
});

it('answers that an unknown map allows nobody, by id or by permalink', async () => {
  const epoch = await currentEpoch();
  for (const unknown of [999_999_999, { permalink: uniquePermalink('missing') }]) {
    expect(await accessCheck(env, unknown, client(env.app))).toEqual({
      allowed: false,
      passwordVersion: 0,
      mapId: null,
      ownerId: null,
      epoch,
      grantExpiresAt: null,
      contributorIds: [],
    });
  }
});

const currentEpoch = async () =>
  ((await env.knex('sequence_epoch').first('epoch')) as { epoch: string }).epoch;

describe('maps.access.check by permalink (how realtime asks for a live channel)', () => {
  it('answers the map id, its owner, the epoch and no grant end for the owner', async () => {
    const map = await protectedMap();
    expect(await accessCheck(env, { permalink: map.permalink }, map.owner)).toEqual({
      allowed: true,
      passwordVersion: 1,
      mapId: map.id,
      ownerId: map.owner.userId,
      epoch: await currentEpoch(),
      grantExpiresAt: null,
      // The owner holds no identity without an account on the map (issue 26).
      contributorIds: [],
    });
  });

  it('answers when the grant a visitor’s access rests on ends, and refuses a visitor without one', async () => {
    const map = await protectedMap();
    const visitor = client(env.app);
    const before = Date.now();
    await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'correct horse' });
    const granted = await accessCheck(env, { permalink: map.permalink }, visitor);
    expect(granted).toMatchObject({ allowed: true, mapId: map.id, ownerId: map.owner.userId });
    const expiresAt = Date.parse(granted.grantExpiresAt!);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 29 * 24 * 60 * 60 * 1000);

    expect(await accessCheck(env, { permalink: map.permalink }, client(env.app))).toMatchObject({
      allowed: false,
      mapId: map.id,
      grantExpiresAt: null,
    });
  });

  it('allows anyone on an unprotected map, with no grant end', async () => {
    const owner = await userOn(env, 'free');
    const created = await owner.post('/api/maps', { name: 'Open', permalink: uniquePermalink() });
    expect(await accessCheck(env, { permalink: created.body.permalink }, client(env.app))).toMatchObject({
      allowed: true,
      mapId: created.body.id,
      ownerId: owner.userId,
      grantExpiresAt: null,
    });
  });

  it('refuses a request naming the map twice or not at all', async () => {
    const map = await protectedMap();
    const ask = (body: object) =>
      requestRpc({
        nc: env.nc,
        prefix: env.config.EVENTS_PREFIX,
        name: 'maps.access.check',
        body: { sessionId: null, userId: null, ...body },
        reply: mapAccessCheckReplySchema,
      });
    await expect(ask({ mapId: map.id, permalink: map.permalink })).rejects.toMatchObject({
      reason: 'error-reply',
      code: 400,
    });
    await expect(ask({})).rejects.toMatchObject({ reason: 'error-reply', code: 400 });
  });
});
