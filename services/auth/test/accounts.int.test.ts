import { messages } from '@groupmap/contracts';
import { createLogger } from '@groupmap/svc-kit';
import { mintTestIdentity as mintIdentity, testIdentityKeys } from '@groupmap/svc-kit/testing';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createApp } from '../src/app';
import { createPasswordHasher } from '../src/domain/password-hasher';
import { startAuthTestEnv, testAuthConfig, uniqueName, type AuthTestEnv } from './support/auth-test-env';
import { PASSWORD, registerOn, revokedEvents, signedOutUser } from './support/accounts';
import { asGateway, newSecretOf, sessionSetCookie } from './support/http';

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
    });
  });

  it('signs the new user in on the same session under a new secret', async () => {
    const visitor = await env.newVisitor();
    const { res, username } = await registerOn(env, visitor);
    const secret = newSecretOf(res);
    expect(secret).not.toBe(visitor.secret);
    await expect(env.resolve(secret)).resolves.toEqual({
      publicId: visitor.publicId,
      userId: res.body.id,
      username,
    });
    await expect(env.resolve(visitor.secret)).resolves.toBeNull();
  });

  it('refuses a username already registered, in any letter case', async () => {
    const first = await registerOn(env, await env.newVisitor());
    const res = await asGateway(env.app, (await env.newVisitor()).identity()).post('/api/register', {
      username: first.username.toUpperCase(),
      email: `other-${first.email}`,
      password: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.headers['x-error-code']).toBe('username_taken');
    expect(res.text).toBe(messages.usernameTaken);
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
    const secret = newSecretOf(res);
    await expect(env.resolve(secret)).resolves.toEqual({ publicId: visitor.publicId, userId: id, username });
    await expect(env.resolve(before)).resolves.toBeNull();
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

  it('gives an unknown user and a wrong password the same answer', async () => {
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
      expect(sessionSetCookie(res)).toBeUndefined();
    }
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    const { visitor, username } = await signedOutUser(env);
    const timed = async (body: object) => {
      const started = process.hrtime.bigint();
      await asGateway(env.app, visitor.identity()).post('/api/login', body);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const wrong = await timed({ username, password: 'not-the-password' });
    const unknown = await timed({ username: uniqueName('nobody'), password: PASSWORD });
    // Both verify one argon2id hash (tens of ms); without the dummy hash an unknown user answers in ~1 ms.
    expect(unknown).toBeGreaterThan(wrong / 3);
  });

  it('sets the session cookie httpOnly, SameSite=Lax, site-wide, for a year, not Secure over http', async () => {
    const { visitor, username } = await signedOutUser(env);
    const res = await asGateway(env.app, visitor.identity()).post('/api/login', {
      username,
      password: PASSWORD,
    });
    const cookie = sessionSetCookie(res)!;
    expect(cookie).toMatch(/^session_id=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the session cookie Secure when the public origin is https', async () => {
    const httpsApp = createApp({
      logger: createLogger({ name: 'auth-test', level: 'silent' }),
      knex: env.knex,
      nc: env.nc,
      identityPublicKey: testIdentityKeys.publicKey,
      config: testAuthConfig({ PUBLIC_ORIGIN: 'https://maps.example.org' }),
      hasher: createPasswordHasher({ concurrency: 1 }),
    });
    const { visitor, username } = await signedOutUser(env);
    const res = await asGateway(httpsApp, visitor.identity()).post('/api/login', {
      username,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(sessionSetCookie(res)).toContain('Secure');
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
    await asGateway(app, visitor.identity()).post('/api/login', {
      username: 'ghost-of-nobody',
      password: PASSWORD,
    });
    await asGateway(app, visitor.identity()).post('/api/login', { username });

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

  it('publishes that the session was revoked, through the outbox', async () => {
    const { visitor, username, id } = await signedOutUser(env);
    await asGateway(env.app, visitor.identity()).post('/api/login', { username, password: PASSWORD });
    const events = await revokedEvents(env, visitor.publicId);
    expect(events.at(-1)).toEqual({ sessionId: visitor.publicId, userId: id, reason: 'login' });
  });
});
