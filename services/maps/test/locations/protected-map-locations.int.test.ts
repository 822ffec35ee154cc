import { messages } from '@groupmap/contracts';
import { client, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, locationBody, ownedMap } from './location-fixtures';

// A protected map's locations need its owner or a grant (decisions.md, Password-protected maps).
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

it('refuses reading and adding without the grant, and allows both with it', async () => {
  const { owner, map } = await ownedMap(env, 'pro', { passwordProtected: true, password: 'secret-garden' });
  const ownerLocation = await added(owner, map.id);
  const visitor = client(env.app);

  const list = await visitor.get(`/api/maps/${map.id}/locations`);
  expect(list.status).toBe(403);
  expect(list.text).toBe(messages.mapPasswordProtected);
  expect(list.headers['x-error-code']).toBe('password_required');
  expect((await visitor.post(`/api/maps/${map.id}/locations`, locationBody())).status).toBe(403);
  expect((await visitor.delete(`/api/maps/${map.id}/locations/${ownerLocation.id}`)).status).toBe(403);

  await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'secret-garden' }).expect(204);
  const granted = await visitor.get(`/api/maps/${map.id}/locations`);
  expect(granted.status).toBe(200);
  expect(granted.body).toHaveLength(1);
  // Kept in no cache, not even the browser's: a shared computer's next user must not find it there.
  expect(granted.headers['cache-control']).toBe('no-store');
  await added(visitor, map.id);

  // A new password ends the grant.
  await owner
    .put(`/api/maps/${map.id}`, { name: 'Shared map', passwordProtected: true, password: 'another-one' })
    .expect(200);
  expect((await visitor.get(`/api/maps/${map.id}/locations`)).status).toBe(403);
  expect((await owner.get(`/api/maps/${map.id}/locations`)).body).toHaveLength(2);
});
