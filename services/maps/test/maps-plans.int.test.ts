import { messages } from '@groupmap/contracts';
import { applyPlanChange } from '../src/db/plan-repository';
import {
  client,
  newUserId,
  startMapsTestEnv,
  uniquePermalink,
  userOn,
  type MapsTestEnv,
} from './support/maps-test-env';

// Plan limits of spec section 6, from maps' own projection of the owner's plan.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const newMap = (extra: object = {}) => ({ name: 'Cafés', permalink: uniquePermalink(), ...extra });

describe('a free user', () => {
  it('creates one map and is refused a second with the map limit message', async () => {
    const free = client(env.app, newUserId());
    expect((await free.post('/api/maps', newMap())).status).toBe(201);
    const second = await free.post('/api/maps', newMap());
    expect(second.status).toBe(403);
    expect(second.text).toBe('Map limit reached: Your plan allows a maximum of 1 map.');
  });

  it.each([
    [
      'a custom field',
      { customFields: ['Opening hours'] },
      400,
      'Custom fields limit reached: Your plan allows a maximum of 0 custom fields.',
    ],
    [
      'password protection',
      { passwordProtected: true, password: 'secret' },
      403,
      messages.upgradeForPassword,
    ],
  ])('is refused %s with its refusal message', async (_what, extra, status, message) => {
    const res = await client(env.app, newUserId()).post('/api/maps', newMap(extra));
    expect(res.status).toBe(status);
    expect(res.text).toBe(message);
  });

  it('is refused a logo with the upgrade message, even one it uploaded', async () => {
    const free = client(env.app, newUserId());
    const res = await free.post('/api/maps', newMap({ logoUrl: await env.logos.issue(free.userId!) }));
    expect(res.status).toBe(403);
    expect(res.text).toBe(messages.upgradeForBranding);
  });

  it('cannot turn password protection on by editing its map', async () => {
    const free = client(env.app, newUserId());
    const { body: map } = await free.post('/api/maps', newMap());
    const res = await free.put(`/api/maps/${map.id}`, {
      name: 'x',
      passwordProtected: true,
      password: 'secret',
    });
    expect(res.status).toBe(403);
    expect(res.text).toBe(messages.upgradeForPassword);
    expect((await free.get(`/api/maps/${map.permalink}`)).body.passwordProtected).toBe(false);
  });
});

describe('a pro user', () => {
  it('creates three maps with five custom fields, a password and a logo, and no fourth map', async () => {
    const pro = await userOn(env, 'pro');
    const fields = ['a', 'b', 'c', 'd', 'e'];
    const full = await pro.post(
      '/api/maps',
      newMap({
        customFields: fields,
        passwordProtected: true,
        password: 'secret',
        logoUrl: await env.logos.issue(pro.userId!),
      }),
    );
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({ customFields: fields, passwordProtected: true, password: 'secret' });
    expect((await pro.post('/api/maps', newMap())).status).toBe(201);
    expect((await pro.post('/api/maps', newMap())).status).toBe(201);
    const fourth = await pro.post('/api/maps', newMap());
    expect(fourth.status).toBe(403);
    expect(fourth.text).toBe('Map limit reached: Your plan allows a maximum of 3 maps.');
  });

  it('is refused a sixth custom field with the limit message', async () => {
    const pro = await userOn(env, 'pro');
    const res = await pro.post('/api/maps', newMap({ customFields: ['a', 'b', 'c', 'd', 'e', 'f'] }));
    expect(res.status).toBe(400);
    expect(res.text).toBe('Custom fields limit reached: Your plan allows a maximum of 5 custom fields.');
  });

  it('cannot attach a logo another user uploaded, nor a URL this service did not issue', async () => {
    const pro = await userOn(env, 'pro');
    const someoneElses = await env.logos.issue(newUserId());
    for (const logoUrl of [someoneElses, '/api/logos/never-uploaded.png']) {
      const res = await pro.post('/api/maps', newMap({ logoUrl }));
      expect(res.status).toBe(400);
      expect(res.text).toBe(messages.logoNotUploaded);
    }
    const script = await pro.post('/api/maps', newMap({ logoUrl: 'javascript:alert(1)' }));
    expect(script.status).toBe(400);
    expect((await pro.get('/api/maps/user')).body).toEqual([]);
  });

  it('never gets more maps than the plan allows from concurrent creates', async () => {
    const pro = await userOn(env, 'pro');
    const results = await Promise.all(Array.from({ length: 8 }, () => pro.post('/api/maps', newMap())));
    expect(results.filter((res) => res.status === 201)).toHaveLength(3);
    expect(results.filter((res) => res.status === 403)).toHaveLength(5);
    expect((await pro.get('/api/maps/user')).body).toHaveLength(3);
  });
});

describe('after a downgrade to free', () => {
  it('keeps what the map has but may not add to it', async () => {
    const user = await userOn(env, 'pro');
    const logoUrl = await env.logos.issue(user.userId!);
    const { body: map } = await user.post(
      '/api/maps',
      newMap({ customFields: ['a', 'b'], passwordProtected: true, password: 'secret', logoUrl }),
    );
    await applyPlanChange(env.knex, user.userId!, 'free', 2);

    const kept = await user.put(`/api/maps/${map.id}`, { name: 'Renamed', customFields: ['a', 'b'] });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      name: 'Renamed',
      passwordProtected: true,
      password: 'secret',
      logoUrl,
    });

    const more = await user.put(`/api/maps/${map.id}`, { name: 'Renamed', customFields: ['a', 'b', 'c'] });
    expect(more.status).toBe(400);
    expect(more.text).toBe('Custom fields limit reached: Your plan allows a maximum of 0 custom fields.');

    const newLogo = await user.put(`/api/maps/${map.id}`, {
      name: 'Renamed',
      logoUrl: await env.logos.issue(user.userId!),
    });
    expect(newLogo.status).toBe(403);
    expect(newLogo.text).toBe(messages.upgradeForBranding);
  });
});
