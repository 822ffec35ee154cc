import { messages } from '@groupmap/contracts';
import { PASSWORD, sessionEvents } from './support/accounts';
import { startAuthTestEnv, type AuthTestEnv } from './support/auth-test-env';
import { asGateway, handedOverSession } from './support/http';
import { accountOn, signInElsewhere } from './support/password-reset';

// Small limit: 3 password changes per account in 15 minutes.
let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv({
    PASSWORD_CHANGE_RATE_LIMIT: '3',
    PASSWORD_CHANGE_RATE_WINDOW_SECONDS: '900',
  });
});

afterAll(async () => {
  await env.close();
});

const NEW_PASSWORD = 'compass-meadow-81';

/** A signed-in account: the visitor it registered on, now holding the secret registration handed over. */
async function signedInAccount() {
  const visitor = await env.newVisitor();
  const account = await accountOn(env, visitor);
  const change = (body: object) =>
    asGateway(env.app, visitor.identity({ id: account.id, username: account.username })).put(
      '/api/account/password',
      body,
    );
  return { ...account, visitor, change };
}

const logIn = async (username: string, password: string) =>
  asGateway(env.app, (await env.newVisitor()).identity()).post('/api/login', { username, password });

describe('PUT /api/account/password', () => {
  it('sets the new password when the current one is right, keeping this session under a new secret', async () => {
    const account = await signedInAccount();
    const res = await account.change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: account.id, username: account.username });
    const session = handedOverSession(res)!;
    expect(session.publicId).toBe(account.visitor.publicId);
    await expect(env.resolve(session.secret)).resolves.toEqual({
      publicId: account.visitor.publicId,
      userId: account.id,
      username: account.username,
    });
    await expect(env.resolve(account.secret)).resolves.toBeNull();
    expect((await logIn(account.username, PASSWORD)).status).toBe(401);
    expect((await logIn(account.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('signs out every other session of the account, each ended through the outbox', async () => {
    const account = await signedInAccount();
    const others = [
      await signInElsewhere(env, account.username),
      await signInElsewhere(env, account.username),
    ];
    expect((await account.change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
    for (const other of others) {
      await expect(env.resolve(other.secret)).resolves.toBeNull();
      expect((await sessionEvents(env, other.publicId)).at(-1)).toEqual({
        type: 'auth.session.ended.v1',
        payload: { sessionId: other.publicId, userId: account.id, reason: 'revoked' },
      });
    }
    expect((await sessionEvents(env, account.visitor.publicId)).map((event) => event.type)).not.toContain(
      'auth.session.ended.v1',
    );
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const account = await signedInAccount();
    const other = await signInElsewhere(env, account.username);
    const res = await account.change({ currentPassword: 'not-the-password', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.headers['x-error-code']).toBe('incorrect_password');
    expect(res.text).toBe(messages.currentPasswordIncorrect);
    expect(handedOverSession(res)).toBeUndefined();
    await expect(env.resolve(other.secret)).resolves.toMatchObject({ userId: account.id });
    expect((await logIn(account.username, PASSWORD)).status).toBe(200);
  });

  it('applies the registration rules to the new password', async () => {
    const account = await signedInAccount();
    const short = await account.change({ currentPassword: PASSWORD, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.text).toBe(messages.passwordTooShort);
    const common = await account.change({ currentPassword: PASSWORD, newPassword: 'qwerty123' });
    expect(common.status).toBe(400);
    expect(common.text).toBe(messages.passwordTooCommon);
    const missing = await account.change({ newPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.text).toBe(messages.currentPasswordRequired);
  });

  it('limits attempts per account, and a success clears the count', async () => {
    const account = await signedInAccount();
    const wrong = { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD };
    expect((await account.change(wrong)).status).toBe(403);
    expect((await account.change(wrong)).status).toBe(403);
    expect((await account.change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);

    const again = await signedInAccountAfterChange(account.username);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await again.change(wrong)).status).toBe(403);
    const refused = await again.change({ currentPassword: NEW_PASSWORD, newPassword: 'river-lantern-55' });
    expect(refused.status).toBe(429);
    expect(refused.headers['x-error-code']).toBe('rate_limited');
    expect(refused.text).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const visitor = await env.newVisitor();
    const res = await asGateway(env.app, visitor.identity()).put('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });
});

/** The account signed in again on a new session after its password became NEW_PASSWORD. */
async function signedInAccountAfterChange(username: string) {
  const visitor = await env.newVisitor();
  const res = await asGateway(env.app, visitor.identity()).post('/api/login', {
    username,
    password: NEW_PASSWORD,
  });
  const id = (res.body as { id: number }).id;
  return {
    change: (body: object) =>
      asGateway(env.app, visitor.identity({ id, username })).put('/api/account/password', body),
  };
}
