import {
  createSessionReplySchema,
  lookupUserReplySchema,
  resolveSessionReplySchema,
} from '@groupmap/contracts';
import { hashSessionSecret, newSessionSecret, requestRpc, RpcError } from '@groupmap/svc-kit';
import { startAuthTestEnv, uniqueIp, uniqueName, type AuthTestEnv } from './support/auth-test-env';
import { asGateway } from './support/http';

let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

const ask = (name: 'auth.session.resolve' | 'auth.user.lookup', body: unknown) =>
  requestRpc({
    nc: env.nc,
    prefix: env.config.EVENTS_PREFIX,
    name,
    body,
    reply: name === 'auth.user.lookup' ? lookupUserReplySchema : resolveSessionReplySchema,
  });

describe('auth.session.create and auth.session.resolve', () => {
  it('creates an anonymous session with a uuid public id that its secret then resolves to', async () => {
    const visitor = await env.newVisitor();
    expect(visitor.publicId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(env.resolve(visitor.secret)).resolves.toEqual({
      publicId: visitor.publicId,
      userId: null,
      username: null,
    });
  });

  it('refuses more new sessions per client IP (by its /64) than its limit, saying when to retry', async () => {
    // The test configuration allows 3 per IP in 600 s; two addresses of one /64 share the count.
    const network = uniqueIp().split(':').slice(0, 4).join(':');
    const create = (ip: string) =>
      requestRpc({
        nc: env.nc,
        prefix: env.config.EVENTS_PREFIX,
        name: 'auth.session.create',
        body: { secretHash: hashSessionSecret(newSessionSecret()), ip },
        reply: createSessionReplySchema,
      });
    for (const host of ['1', '2', '3']) {
      expect((await create(`${network}::${host}`)).session).toMatchObject({ userId: null });
    }
    const refused = await create(`${network}::4`);
    expect(refused.session).toBeNull();
    expect('retryAfterSeconds' in refused && refused.retryAfterSeconds).toBeGreaterThan(590);
    expect((await create(uniqueIp())).session).not.toBeNull();
  });

  it('stores only the hash of the secret', async () => {
    const visitor = await env.newVisitor();
    const row = await env.knex('sessions').where({ public_id: visitor.publicId }).first();
    expect(row.secret_hash).toBe(hashSessionSecret(visitor.secret));
    expect(JSON.stringify(row)).not.toContain(visitor.secret);
  });

  it('answers null for a secret it never saw', async () => {
    await expect(env.resolve(newSessionSecret())).resolves.toBeNull();
  });

  it('answers null for a revoked session', async () => {
    const visitor = await env.newVisitor();
    await env.knex('sessions').where({ public_id: visitor.publicId }).update({ revoked_at: new Date() });
    await expect(env.resolve(visitor.secret)).resolves.toBeNull();
  });

  it('marks the session as seen when it was last seen over a minute ago, not on every request', async () => {
    const visitor = await env.newVisitor();
    const lastSeen = () => env.knex('sessions').where({ public_id: visitor.publicId }).first('last_seen_at');
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await env.knex('sessions').where({ public_id: visitor.publicId }).update({ last_seen_at: twoMinutesAgo });
    await env.resolve(visitor.secret);
    const touched = (await lastSeen()).last_seen_at as Date;
    expect(touched.getTime()).toBeGreaterThan(Date.now() - 10_000);
    await env.resolve(visitor.secret);
    expect(((await lastSeen()).last_seen_at as Date).getTime()).toBe(touched.getTime());
  });

  it('answers a request outside the contract with an error reply and keeps answering', async () => {
    const refused = ask('auth.session.resolve', { secretHash: 'not-a-hash' });
    await expect(refused).rejects.toBeInstanceOf(RpcError);
    await expect(refused).rejects.toMatchObject({ reason: 'error-reply', code: 400 });
    const visitor = await env.newVisitor();
    await expect(env.resolve(visitor.secret)).resolves.toMatchObject({ publicId: visitor.publicId });
  });

  it('answers a body that is not JSON with an error reply', async () => {
    const reply = await env.nc.request(`${env.config.EVENTS_PREFIX}.rpc.auth.session.create`, 'nonsense', {
      timeout: 2_000,
    });
    expect(reply.headers?.get('Nats-Service-Error-Code')).toBe('400');
  });
});

describe('auth.user.lookup', () => {
  it('finds a user by username in any letter case, and answers null for nobody', async () => {
    const visitor = await env.newVisitor();
    const username = uniqueName();
    const registered = await asGateway(env.app, visitor.identity()).post('/api/register', {
      username,
      email: `${username}@example.com`,
      password: 'lantern-harbour-42',
    });
    await expect(ask('auth.user.lookup', { username: username.toUpperCase() })).resolves.toEqual({
      user: { id: registered.body.id, username },
    });
    await expect(ask('auth.user.lookup', { username: uniqueName('nobody') })).resolves.toEqual({
      user: null,
    });
  });
});
