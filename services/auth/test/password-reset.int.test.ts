import { messages } from '@groupmap/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { RESET_REQUEST_FLOOR_MS } from '../src/domain/request-password-reset';
import { PASSWORD, sessionEvents } from './support/accounts';
import { startAuthTestEnv, uniqueName, type AuthTestEnv } from './support/auth-test-env';
import { asGateway, handedOverSession } from './support/http';
import { accountOn, appWithClock, resetMailsTo, signInElsewhere, tokenOf } from './support/password-reset';

// Small limits: 2 reset requests per address and 20 per IP in an hour.
let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv({
    PASSWORD_RESET_EMAIL_RATE_LIMIT: '2',
    PASSWORD_RESET_IP_RATE_LIMIT: '20',
    PASSWORD_RESET_RATE_WINDOW_SECONDS: '3600',
  });
});

afterAll(async () => {
  await env.close();
});

const NEW_PASSWORD = 'compass-meadow-81';
const HOUR_MS = 60 * 60 * 1000;

async function askReset(email: string, app = env.app) {
  const visitor = await env.newVisitor();
  const started = Date.now();
  const res = await asGateway(app, visitor.identity()).post('/api/password-reset', { email });
  return { res, elapsedMs: Date.now() - started };
}

/** Registers an account and asks a reset link for it; answers the account and the link's token. */
async function accountWithResetLink(app = env.app) {
  const account = await accountOn(env, await env.newVisitor());
  expect((await askReset(account.email, app)).res.status).toBe(202);
  const [mail] = await resetMailsTo(env, account.email);
  return { ...account, token: tokenOf(mail!) };
}

const confirm = async (token: string, password = NEW_PASSWORD, app = env.app) => {
  const visitor = await env.newVisitor();
  const res = await asGateway(app, visitor.identity()).post('/api/password-reset/confirm', {
    token,
    password,
  });
  return { res, visitor };
};

const logIn = async (username: string, password: string) =>
  asGateway(env.app, (await env.newVisitor()).identity()).post('/api/login', { username, password });

function expectInvalidLink(res: { status: number; text: string; headers: Record<string, string> }) {
  expect(res.status).toBe(400);
  expect(res.headers['x-error-code']).toBe('invalid_link');
  expect(res.text).toBe(messages.resetLinkInvalid);
}

describe('POST /api/password-reset', () => {
  it('answers a known and an unknown address alike, after the same floor of time, and mails only the known one', async () => {
    const account = await accountOn(env, await env.newVisitor());
    const unknown = `${uniqueName('nobody')}@example.com`;
    const known = await askReset(account.email);
    const stranger = await askReset(unknown);

    for (const { res, elapsedMs } of [known, stranger]) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ ok: true });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(elapsedMs).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 5);
    }
    expect(known.res.text).toBe(stranger.res.text);
    expect(Object.keys(known.res.headers).sort()).toEqual(Object.keys(stranger.res.headers).sort());
    expect(await resetMailsTo(env, account.email)).toHaveLength(1);
    expect(await env.knex('mail_outbox').where({ recipient: unknown })).toEqual([]);
  });

  it('finds the account by its address in any letter case and mails its own address the link and username', async () => {
    const account = await accountOn(env, await env.newVisitor());
    expect((await askReset(account.email.toUpperCase())).res.status).toBe(202);
    const mails = await resetMailsTo(env, account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your password | Groupmap');
    expect(mails[0]!.text_body).toContain(`the account ${account.username}.`);
    expect(mails[0]!.text_body).toContain(`${env.config.PUBLIC_ORIGIN}/reset-password?token=`);
    expect(mails[0]!.text_body).toContain('within 1 hour');
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const { id, token } = await accountWithResetLink();
    const rows: Array<Record<string, unknown>> = await env
      .knex('password_reset_tokens')
      .where({ user_id: id });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an invalid address with the registration message, and sends nothing', async () => {
    const { res } = await askReset('not-an-address');
    expect(res.status).toBe(400);
    expect(res.text).toBe(messages.invalidEmail);
  });

  it('limits requests per address, known or not, from any IP, with the contract text', async () => {
    const account = await accountOn(env, await env.newVisitor());
    for (const email of [account.email, `${uniqueName('nobody')}@example.com`]) {
      expect((await askReset(email)).res.status).toBe(202);
      expect((await askReset(email.toUpperCase())).res.status).toBe(202);
      const third = (await askReset(email)).res;
      expect(third.status).toBe(429);
      expect(third.headers['x-error-code']).toBe('rate_limited');
      expect(third.text).toBe('Too many attempts. Try again in 60 minutes.');
    }
    expect(await resetMailsTo(env, account.email)).toHaveLength(2);
  });

  it('limits requests per client IP, whatever the address', async () => {
    const visitor = await env.newVisitor();
    const ask = () =>
      asGateway(env.app, visitor.identity()).post('/api/password-reset', {
        email: `${randomUUID()}@example.com`,
      });
    const answers = await Promise.all(Array.from({ length: 20 }, ask));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(202));
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers['x-error-code']).toBe('rate_limited');
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password and signs the visitor in on its session under a new secret', async () => {
    const { id, username, token } = await accountWithResetLink();
    const { res, visitor } = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, username });
    expect(res.headers['cache-control']).toBe('no-store');
    const session = handedOverSession(res)!;
    expect(session.publicId).toBe(visitor.publicId);
    await expect(env.resolve(session.secret)).resolves.toEqual({
      publicId: visitor.publicId,
      userId: id,
      username,
    });
    await expect(env.resolve(visitor.secret)).resolves.toBeNull();

    expect((await logIn(username, PASSWORD)).status).toBe(401);
    expect((await logIn(username, NEW_PASSWORD)).status).toBe(200);
  });

  it('cancels a scheduled deletion of the account, as a login does, and says so', async () => {
    const { id, token } = await accountWithResetLink();
    await env
      .knex('users')
      .where({ id })
      .update({ deletion_scheduled_for: new Date(Date.now() + 14 * 24 * HOUR_MS) });
    const { res } = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body.deletionCancelled).toBe(true);
    const row = (await env.knex('users').where({ id }).first('deletion_scheduled_for')) as {
      deletion_scheduled_for: Date | null;
    };
    expect(row.deletion_scheduled_for).toBeNull();

    // Without a scheduled deletion the answer carries no flag.
    const other = await accountWithResetLink();
    expect((await confirm(other.token)).res.body.deletionCancelled).toBeUndefined();
  });

  it('works once: the same link again, or an older link of the account, is refused', async () => {
    const account = await accountOn(env, await env.newVisitor());
    await askReset(account.email);
    await askReset(account.email);
    const [older, newer] = (await resetMailsTo(env, account.email)).map(tokenOf);
    expect((await confirm(newer!)).res.status).toBe(200);
    expectInvalidLink((await confirm(newer!, 'another-password-93')).res);
    expectInvalidLink((await confirm(older!, 'another-password-93')).res);
    expect((await logIn(account.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { token } = await accountWithResetLink();
    const [first, second] = await Promise.all([confirm(token), confirm(token, 'another-password-93')]);
    expect([first.res.status, second.res.status].sort()).toEqual([200, 400]);
  });

  it('expires after an hour by the service clock', async () => {
    const { app, clock } = appWithClock(env);
    const early = await accountWithResetLink(app);
    const late = await accountWithResetLink(app);
    clock.advance(HOUR_MS - 1000);
    expect((await confirm(early.token, NEW_PASSWORD, app)).res.status).toBe(200);
    clock.advance(2000);
    expectInvalidLink((await confirm(late.token, NEW_PASSWORD, app)).res);
    expect((await logIn(late.username, PASSWORD)).status).toBe(200);
  });

  it('signs out every other session of the account, each ended through the outbox', async () => {
    const account = await accountWithResetLink();
    const first = await env.knex('sessions').where({ user_id: account.id }).first('public_id');
    const second = await signInElsewhere(env, account.username);
    const third = await signInElsewhere(env, account.username);

    const { res, visitor } = await confirm(account.token);
    expect(res.status).toBe(200);
    for (const secret of [account.secret, second.secret, third.secret])
      await expect(env.resolve(secret)).resolves.toBeNull();
    for (const publicId of [first.public_id as string, second.publicId, third.publicId]) {
      expect((await sessionEvents(env, publicId)).at(-1)).toEqual({
        type: 'auth.session.ended.v1',
        payload: { sessionId: publicId, userId: account.id, reason: 'revoked' },
      });
    }
    expect((await sessionEvents(env, visitor.publicId)).map((event) => event.type)).toEqual([
      'auth.session.bound.v1',
    ]);
  });

  it('applies the registration rules to the new password and keeps the link for a second try', async () => {
    const { token, username } = await accountWithResetLink();
    const short = (await confirm(token, '12345')).res;
    expect(short.status).toBe(400);
    expect(short.text).toBe(messages.passwordTooShort);
    const common = (await confirm(token, 'qwerty123')).res;
    expect(common.status).toBe(400);
    expect(common.headers['x-error-code']).toBe('password_too_common');
    expect(common.text).toBe(messages.passwordTooCommon);
    expect((await confirm(token)).res.status).toBe(200);
    expect((await logIn(username, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown, malformed or missing token with the invalid link text', async () => {
    for (const token of ['x'.repeat(43), 'short']) expectInvalidLink((await confirm(token)).res);
    // Refused by the field rules (code validation_failed), with the same text.
    for (const body of [{ token: '' }, { token: 'x'.repeat(500) }, {}]) {
      const visitor = await env.newVisitor();
      const res = await asGateway(env.app, visitor.identity()).post('/api/password-reset/confirm', {
        ...body,
        password: NEW_PASSWORD,
      });
      expect(res.status).toBe(400);
      expect(res.text).toBe(messages.resetLinkInvalid);
    }
  });
});
