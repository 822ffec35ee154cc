import { messages } from '@groupmap/contracts';
import { registerOn, sessionEvents, signedOutUser } from './support/accounts';
import { startAuthTestEnv, type AuthTestEnv } from './support/auth-test-env';
import { asGateway, handedOverSession, newSecretOf } from './support/http';

let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

describe('POST /api/logout', () => {
  it('answers 204 and makes the browser a new visitor: new public id, new secret, old cookie refused', async () => {
    const visitor = await env.newVisitor();
    const { res: registered, username } = await registerOn(env, visitor);
    const signedInSecret = newSecretOf(registered);
    const id = registered.body.id as number;

    const res = await asGateway(env.app, visitor.identity({ id, username })).post('/api/logout');
    expect(res.status).toBe(204);
    const next = handedOverSession(res)!;
    expect(next.publicId).not.toBe(visitor.publicId);
    await expect(env.resolve(next.secret)).resolves.toEqual({
      publicId: next.publicId,
      userId: null,
      username: null,
    });
    await expect(env.resolve(signedInSecret)).resolves.toBeNull();
  });

  it('ends the old session through the outbox, naming the user who signed out', async () => {
    const visitor = await env.newVisitor();
    const { res: registered } = await registerOn(env, visitor);
    const id = registered.body.id as number;
    await asGateway(env.app, visitor.identity({ id, username: registered.body.username })).post(
      '/api/logout',
    );
    expect((await sessionEvents(env, visitor.publicId)).map((event) => event.type)).toEqual([
      'auth.session.bound.v1',
      'auth.session.ended.v1',
    ]);
    expect((await sessionEvents(env, visitor.publicId)).at(-1)?.payload).toEqual({
      sessionId: visitor.publicId,
      userId: id,
      reason: 'logout',
    });
  });

  it('gives a visitor who was never signed in a new visitor session too', async () => {
    const visitor = await env.newVisitor();
    const res = await asGateway(env.app, visitor.identity()).post('/api/logout');
    expect(res.status).toBe(204);
    expect(handedOverSession(res)?.publicId).not.toBe(visitor.publicId);
    await expect(env.resolve(visitor.secret)).resolves.toBeNull();
    expect((await sessionEvents(env, visitor.publicId)).at(-1)?.payload).toEqual({
      sessionId: visitor.publicId,
      userId: null,
      reason: 'logout',
    });
  });

  it("leaves the signed-out user's next session anonymous until they sign in again", async () => {
    const { visitor } = await signedOutUser(env);
    await expect(env.resolve(visitor.secret)).resolves.toEqual({
      publicId: visitor.publicId,
      userId: null,
      username: null,
    });
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
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      id,
      username,
      email,
      currentPlan: 'free',
      subscriptionStatus: null,
      subscriptionPeriodEnd: null,
      scheduledPlan: null,
    });
  });
});

describe('GET /api/session', () => {
  it('answers the public id, never the secret', async () => {
    const visitor = await env.newVisitor();
    const res = await asGateway(env.app, visitor.identity()).get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: visitor.publicId });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain(visitor.secret);
  });
});
