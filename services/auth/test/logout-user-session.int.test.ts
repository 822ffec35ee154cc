import { messages } from '@groupmap/contracts';
import { registerOn, revokedEvents, signedOutUser } from './support/accounts';
import { startAuthTestEnv, type AuthTestEnv } from './support/auth-test-env';
import { asGateway, newSecretOf } from './support/http';

let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

describe('POST /api/logout', () => {
  it('answers 204, keeps the public id and signs a replayed copy of the old cookie out', async () => {
    const visitor = await env.newVisitor();
    const { res: registered, username } = await registerOn(env, visitor);
    const signedInSecret = newSecretOf(registered);
    const id = registered.body.id as number;

    const res = await asGateway(env.app, visitor.identity({ id, username })).post('/api/logout');
    expect(res.status).toBe(204);
    const secret = newSecretOf(res);
    await expect(env.resolve(secret)).resolves.toEqual({
      publicId: visitor.publicId,
      userId: null,
      username: null,
    });
    await expect(env.resolve(signedInSecret)).resolves.toBeNull();
  });

  it('publishes that the session was revoked, naming the user who signed out', async () => {
    const { visitor, id } = await signedOutUser(env);
    const events = await revokedEvents(env, visitor.publicId);
    expect(events.map((event: { reason: string }) => event.reason)).toEqual(['login', 'logout']);
    expect(events.at(-1)).toEqual({ sessionId: visitor.publicId, userId: id, reason: 'logout' });
  });
});

describe('GET /api/user', () => {
  it('answers 401 with the contract text when the session has no user', async () => {
    const visitor = await env.newVisitor();
    const res = await asGateway(env.app, visitor.identity()).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers['x-error-code']).toBe('unauthorized');
    expect(res.text).toBe(messages.unauthorized);
  });

  it('answers the signed-in user', async () => {
    const visitor = await env.newVisitor();
    const { res: registered, username, email } = await registerOn(env, visitor);
    const id = registered.body.id as number;
    const res = await asGateway(env.app, visitor.identity({ id, username })).get('/api/user');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      username,
      email,
      currentPlan: 'free',
      subscriptionStatus: null,
      subscriptionPeriodEnd: null,
    });
  });
});

describe('GET /api/session', () => {
  it('answers the public id, never the secret', async () => {
    const visitor = await env.newVisitor();
    const res = await asGateway(env.app, visitor.identity()).get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: visitor.publicId });
    expect(res.text).not.toContain(visitor.secret);
  });
});
