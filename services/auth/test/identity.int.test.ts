import { messages } from '@groupmap/contracts';
import { generateIdentityKeyPair, IDENTITY_HEADER, signIdentity } from '@groupmap/svc-kit';
import { mintTestIdentity } from '@groupmap/svc-kit/testing';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { startAuthTestEnv, uniqueName, type AuthTestEnv } from './support/auth-test-env';
import { asGateway } from './support/http';

let env: AuthTestEnv;
let user: { id: number; username: string };
let sessionId: string;

beforeAll(async () => {
  env = await startAuthTestEnv();
  const visitor = await env.newVisitor();
  const username = uniqueName();
  const res = await asGateway(env.app, visitor.identity()).post('/api/register', {
    username,
    email: `${username}@example.com`,
    password: 'lantern-harbour-42',
  });
  user = { id: res.body.id as number, username };
  sessionId = visitor.publicId;
});

afterAll(async () => {
  await env.close();
});

const claimsOf = (userId: number | null, username: string | null) => ({
  sub: userId,
  username,
  sid: sessionId,
  ip: '198.51.100.7',
  rid: 'forged-request',
});

function expectUnauthorized(res: request.Response) {
  expect(res.status).toBe(401);
  expect(res.headers['x-error-code']).toBe('unauthorized');
  expect(res.text).toBe(messages.unauthorized);
}

describe('the identity token is the only identity auth believes', () => {
  it('answers the user for a token the gateway signed', async () => {
    const visitor = await env.newVisitor();
    const res = await asGateway(env.app, visitor.identity(user)).get('/api/user');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it('refuses a gateway token whose claims were changed to another user', async () => {
    const visitor = await env.newVisitor();
    const [header, , signature] = visitor.identity().split('.');
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(user.id, user.username), exp: 9e9 })).toString(
      'base64url',
    );
    expectUnauthorized(
      await request(env.app).get('/api/user').set(IDENTITY_HEADER, `${header}.${forged}.${signature}`),
    );
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const unsigned = jwt.sign(claimsOf(user.id, user.username), '', {
      algorithm: 'none',
      expiresIn: 60,
    } as jwt.SignOptions);
    expectUnauthorized(await request(env.app).get('/api/user').set(IDENTITY_HEADER, unsigned));
  });

  it('refuses a token signed with another key', async () => {
    const stranger = signIdentity(
      generateIdentityKeyPair().privateKey,
      {
        userId: user.id,
        username: user.username,
        sessionId,
        ip: '198.51.100.7',
        requestId: 'forged',
      },
      { audience: 'auth' },
    );
    expectUnauthorized(await request(env.app).get('/api/user').set(IDENTITY_HEADER, stranger));
  });

  it("refuses the gateway's token for another service", async () => {
    const visitor = await env.newVisitor();
    const forMaps = mintTestIdentity(
      { userId: user.id, username: user.username, sessionId: visitor.publicId, ip: visitor.ip },
      'maps',
    );
    expectUnauthorized(await request(env.app).get('/api/user').set(IDENTITY_HEADER, forMaps));
  });

  it('ignores identity headers a client adds beside a signed visitor token', async () => {
    const visitor = await env.newVisitor();
    const res = await asGateway(env.app, visitor.identity())
      .get('/api/user')
      .set('x-user-id', String(user.id))
      .set('x-groupmap-user-id', String(user.id))
      .set('x-username', user.username)
      .set('x-forwarded-user', user.username)
      .set('authorization', `Bearer ${jwt.sign(claimsOf(user.id, user.username), 'guess')}`);
    expectUnauthorized(res);
  });

  it('refuses a logout without a gateway token, rotating nothing', async () => {
    const res = await request(env.app).post('/api/logout');
    expectUnauthorized(res);
    expect(res.headers).not.toHaveProperty('x-groupmap-session-secret');
  });
});
