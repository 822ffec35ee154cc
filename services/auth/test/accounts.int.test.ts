import { messages } from '@groupmap/contracts';
import argon2 from 'argon2';
import { mintTestIdentity as mintIdentity, testIdentityKeys } from '@groupmap/svc-kit/testing';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createApp } from '../src/app';
import { createPasswordHasher } from '../src/domain/password-hasher';
import { startAuthTestEnv, uniqueName, visitorOf, type AuthTestEnv } from './support/auth-test-env';
import { PASSWORD, registerOn, sessionEvents, signedOutUser } from './support/accounts';
import { asGateway, handedOverSession, newSecretOf } from './support/http';

let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

describe('POST /api/register', () => {
  it('creates the account on the free plan and answers 201 with the user', async () => {
    const visitor = await env.newVisitor();
    const { res, username, email } = await registerOn(env, visitor);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username,
      email,
      currentPlan: 'free',
      subscriptionStatus: null,
      subscriptionPeriodEnd: null,
      scheduledPlan: null,
    });
  });

  it('signs the new user in on the same session under a new secret, and says so through the outbox', async () => {
    const visitor = await env.newVisitor();
    const { res, username } = await registerOn(env, visitor);
    expect(handedOverSession(res)?.publicId).toBe(visitor.publicId);
    const secret = newSecretOf(res);
    expect(secret).not.toBe(visitor.secret);
    await expect(env.resolve(secret)).resolves.toEqual({
      publicId: visitor.publicId,
      userId: res.body.id,
      username,
    });
    await expect(env.resolve(visitor.secret)).resolves.toBeNull();
    expect(await sessionEvents(env, visitor.publicId)).toEqual([
      { type: 'auth.session.bound.v1', payload: { sessionId: visitor.publicId, userId: res.body.id } },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a username already registered, in any letter case or compatibility form', async () => {
    const first = await registerOn(env, await env.newVisitor(), `ana${uniqueName('x').slice(-8)}`);
    const fullWidth = [...first.username]
      .map((c) => (/[a-z0-9]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c))
      .join('');
    for (const variant of [first.username.toUpperCase(), fullWidth]) {
      const res = await asGateway(env.app, (await env.newVisitor()).identity()).post('/api/register', {
        username: variant,
        email: `other-${randomUUID()}@example.com`,
        password: PASSWORD,
      });
      expect(res.status).toBe(409);
      expect(res.headers['x-error-code']).toBe('username_taken');
      expect(res.text).toBe(messages.usernameTaken);
    }
  });

  it('refuses an e-mail already registered, in any letter case', async () => {
    const first = await registerOn(env, await env.newVisitor());
    const res = await asGateway(env.app, (await env.newVisitor()).identity()).post('/api/register', {
      username: uniqueName(),
      email: first.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.headers['x-error-code']).toBe('email_taken');
    expect(res.text).toBe('Email already registered');
  });

  it('stores an argon2id hash, never the password', async () => {
    const { username } = await registerOn(env, await env.newVisitor());
    const row = await env.knex('users').where({ username }).first('password_hash');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });
});

describe('POST /api/login', () => {
  it('signs in, answers the user, and rotates the secret keeping the public id', async () => {
    const { visitor, username, id, secret: before } = await signedOutUser(env);
    const res = await asGateway(env.app, visitor.identity()).post('/api/login', {
      username,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, username, currentPlan: 'free' });
    expect(res.headers['cache-control']).toBe('no-store');
    const session = handedOverSession(res)!;
    expect(session.publicId).toBe(visitor.publicId);
    await expect(env.resolve(session.secret)).resolves.toEqual({
      publicId: visitor.publicId,
      userId: id,
      username,
    });
    await expect(env.resolve(before)).resolves.toBeNull();
  });

  it('hands the session to the gateway and sets no cookie itself', async () => {
    const { visitor, username } = await signedOutUser(env);
    const res = await asGateway(env.app, visitor.identity()).post('/api/login', {
      username,
      password: PASSWORD,
    });
    expect(newSecretOf(res)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the username in another letter case', async () => {
    const { visitor, username } = await signedOutUser(env);
    const res = await asGateway(env.app, visitor.identity()).post('/api/login', {
      username: username.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(username);
  });

  it('gives an unknown user and a wrong password the same answer, and no session', async () => {
    const { visitor, username } = await signedOutUser(env);
    const wrongPassword = await asGateway(env.app, visitor.identity()).post('/api/login', {
      username,
      password: 'not-the-password',
    });
    const unknownUser = await asGateway(env.app, visitor.identity()).post('/api/login', {
      username: uniqueName('nobody'),
      password: PASSWORD,
    });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(401);
      expect(res.headers['x-error-code']).toBe('invalid_credentials');
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.text).toBe('Invalid username or password');
      expect(handedOverSession(res)).toBeUndefined();
    }
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    const { visitor, username } = await signedOutUser(env);
    // An answer's time is the argon2id verification in it (tens of ms; the rest is about 1 ms), so
    // the verifications are counted, with the parameters of the hash each one checked: a stopwatch
    // would measure the machine's load as much as the work.
    const verify = jest.spyOn(argon2, 'verify');
    const verificationsOf = async (body: object) => {
      verify.mockClear();
      await asGateway(env.app, visitor.identity()).post('/api/login', body);
      // An encoded hash: $argon2id$v=19$m=...,t=...,p=...$salt$digest; the parameters up to the salt.
      return verify.mock.calls.map(([hash]) => hash.split('$').slice(1, 4).join('$'));
    };
    try {
      const wrong = await verificationsOf({ username, password: 'not-the-password' });
      const unknown = await verificationsOf({ username: uniqueName('nobody'), password: PASSWORD });
      expect(wrong).toEqual([expect.stringMatching(/^argon2id\$/)]);
      expect(unknown).toEqual(wrong);
    } finally {
      verify.mockRestore();
    }
  });

  it('gives a request whose session is unknown a new session of its own', async () => {
    const { username, id } = await signedOutUser(env);
    for (const sessionId of [randomUUID(), 'not-a-session-id']) {
      const visitor = await env.newVisitor();
      const identity = mintIdentity({ sessionId, ip: visitor.ip });
      const res = await asGateway(env.app, identity).post('/api/login', { username, password: PASSWORD });
      expect(res.status).toBe(200);
      const session = await env.resolve(newSecretOf(res));
      expect(session).toEqual({ publicId: expect.any(String), userId: id, username });
      expect(session!.publicId).not.toBe(sessionId);
    }
  });

  it('signing in again on its own session keeps the public id, under a new secret', async () => {
    const visitor = await env.newVisitor();
    const { res: registered, username } = await registerOn(env, visitor);
    const user = { id: registered.body.id as number, username };
    const res = await asGateway(env.app, visitor.identity(user)).post('/api/login', {
      username,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(handedOverSession(res)?.publicId).toBe(visitor.publicId);
    await expect(env.resolve(newSecretOf(registered))).resolves.toBeNull();
  });

  it("starts a new visitor when signing in over another user's session, ending that session", async () => {
    const visitor = await env.newVisitor();
    const { res: registered, username: first } = await registerOn(env, visitor);
    const firstUser = { id: registered.body.id as number, username: first };
    const { username: second, id: secondId } = await signedOutUser(env);

    const res = await asGateway(env.app, visitor.identity(firstUser)).post('/api/login', {
      username: second,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    const session = handedOverSession(res)!;
    expect(session.publicId).not.toBe(visitor.publicId);
    await expect(env.resolve(session.secret)).resolves.toEqual({
      publicId: session.publicId,
      userId: secondId,
      username: second,
    });
    await expect(env.resolve(newSecretOf(registered))).resolves.toBeNull();
    expect((await sessionEvents(env, visitor.publicId)).at(-1)).toEqual({
      type: 'auth.session.ended.v1',
      payload: { sessionId: visitor.publicId, userId: firstUser.id, reason: 'replaced' },
    });
    expect(await sessionEvents(env, session.publicId)).toEqual([]);
  });

  it('logs every attempt with the username, IP and outcome, never the password or the secret', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = createApp({
      logger: pino({ level: 'info' }, sink),
      knex: env.knex,
      nc: env.nc,
      identityPublicKey: testIdentityKeys.publicKey,
      config: env.config,
      hasher: createPasswordHasher({ concurrency: 1 }),
    });
    const { visitor, username } = await signedOutUser(env);
    await asGateway(app, visitor.identity()).post('/api/login', { username, password: 'not-the-password' });
    const ok = await asGateway(app, visitor.identity()).post('/api/login', { username, password: PASSWORD });
    const stranger = visitorOf(await env.newVisitor());
    await asGateway(app, stranger.identity()).post('/api/login', {
      username: 'ghost-of-nobody',
      password: PASSWORD,
    });
    await asGateway(app, stranger.identity()).post('/api/login', { username });

    const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'login');
    expect(entries).toEqual([
      expect.objectContaining({ outcome: 'failure', reason: 'wrong_password', username, ip: visitor.ip }),
      expect.objectContaining({ outcome: 'success', username, ip: visitor.ip }),
      expect.objectContaining({ outcome: 'failure', reason: 'unknown_user', username: 'ghost-of-nobody' }),
      expect.objectContaining({ outcome: 'failure', reason: 'invalid_request', username }),
    ]);
    const everything = lines.join('');
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain('not-the-password');
    expect(everything).not.toContain(newSecretOf(ok));
  });

  it('publishes that the user signed in on the session, through the outbox', async () => {
    const { visitor, username, id } = await signedOutUser(env);
    await asGateway(env.app, visitor.identity()).post('/api/login', { username, password: PASSWORD });
    expect(await sessionEvents(env, visitor.publicId)).toEqual([
      { type: 'auth.session.bound.v1', payload: { sessionId: visitor.publicId, userId: id } },
    ]);
  });
});
