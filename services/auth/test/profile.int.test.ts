import { contributorEmailKey, createLogger } from '@groupmap/svc-kit';
import { TEST_CONTRIBUTOR_EMAIL_KEY, testIdentityKeys } from '@groupmap/svc-kit/testing';
import type { Express } from 'express';
import { createHash } from 'node:crypto';
import { createApp } from '../src/app';
import { createPasswordHasher } from '../src/domain/password-hasher';
import { PASSWORD, registerOn } from './support/accounts';
import { startAuthTestEnv, uniqueName, type AuthTestEnv, type Visitor } from './support/auth-test-env';
import { asGateway } from './support/http';

// Small limits of this file's own: 3 e-mail changes and 2 resends per account.
const LIMITS = { EMAIL_CHANGE_RATE_LIMIT: '3', EMAIL_VERIFICATION_RESEND_RATE_LIMIT: '2' };
const PUBLIC_ORIGIN = 'https://groupmap.test';
const DAY_MS = 24 * 60 * 60 * 1000;

let env: AuthTestEnv;
/** The same service on the same database, with a clock the tests move. */
let clockApp: Express;
let now = new Date();

beforeAll(async () => {
  env = await startAuthTestEnv({ ...LIMITS, PUBLIC_ORIGIN });
  clockApp = createApp({
    logger: createLogger({ name: 'auth-test', level: 'silent' }),
    knex: env.knex,
    nc: env.nc,
    identityPublicKey: testIdentityKeys.publicKey,
    config: env.config,
    hasher: createPasswordHasher({ concurrency: env.config.PASSWORD_HASH_CONCURRENCY }),
    clock: () => now,
  });
});

afterAll(async () => {
  await env.close();
});

interface Mail {
  kind: string;
  subject: string;
  text_body: string;
}

/** The mails queued for `to` (auth.mail_outbox), oldest first. */
const mailsTo = (to: string): Promise<Mail[]> =>
  env
    .knex('mail_outbox')
    .where({ recipient: to })
    .orderBy('created_at')
    .select('kind', 'subject', 'text_body');

/** The token of the newest verification mail to `to`. */
async function verificationToken(to: string): Promise<string> {
  const mails = (await mailsTo(to)).filter(({ kind }) => kind === 'email-verification');
  const link = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text_body ?? '');
  if (!link) throw new Error(`no verification mail to ${to}`);
  return link[1]!;
}

/** A new account, signed in on its visitor session. */
async function signedInUser(app: Express = env.app) {
  const visitor = await env.newVisitor();
  const username = uniqueName();
  const email = `${username}@example.com`;
  const res = await asGateway(app, visitor.identity()).post('/api/register', {
    username,
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  const user = { id: res.body.id as number, username };
  return { visitor, user, email, as: asGateway(app, visitor.identity(user)) };
}

const account = (as: ReturnType<typeof asGateway>) => as.get('/api/account');
const verify = (token: unknown, app: Express = env.app) =>
  asGateway(app, (anonymous as Visitor).identity()).post('/api/account/email/verify', { token });
let anonymous: Visitor | undefined;
beforeAll(async () => {
  anonymous = await env.newVisitor();
});

function expectInvalidLink(res: { status: number; text: string; headers: Record<string, string> }) {
  expect(res.status).toBe(400);
  expect(res.headers['x-error-code']).toBe('invalid_link');
  expect(res.text).toBe('This verification link is invalid or has expired.');
}

describe('GET /api/account', () => {
  it('answers the username, the e-mail and whether it is verified, stored by no cache', async () => {
    const { as, user, email } = await signedInUser();
    const res = await account(as);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: user.username,
      email,
      emailVerified: false,
      pendingEmail: null,
      reviewDigests: true,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await asGateway(env.app, (await env.newVisitor()).identity()).get('/api/account');
    expect(res.status).toBe(401);
  });
});

describe('registration', () => {
  it('queues a mail with a verification link to the address registered', async () => {
    const { email } = await registerOn(env, await env.newVisitor());
    const mails = await mailsTo(email);
    expect(mails.map(({ kind, subject }) => ({ kind, subject }))).toEqual([
      { kind: 'email-verification', subject: 'Verify your email address | Groupmap' },
    ]);
    expect(mails[0]!.text_body).toMatch(
      new RegExp(`${PUBLIC_ORIGIN}/verify-email\\?token=[A-Za-z0-9_-]{43}\\n`),
    );
  });

  it('queues no mail when the registration is refused', async () => {
    const first = await registerOn(env, await env.newVisitor());
    const again = await asGateway(env.app, (await env.newVisitor()).identity()).post('/api/register', {
      username: first.username,
      email: `other-${first.email}`,
      password: PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(await mailsTo(`other-${first.email}`)).toEqual([]);
  });
});

describe('POST /api/account/email/verify', () => {
  it('verifies the address from the link, signed out, and stores only the hash of the token', async () => {
    const { as, email, user } = await signedInUser();
    const token = await verificationToken(email);
    const stored = await env.knex('email_verifications').where({ user_id: user.id }).select('token_hash');
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(await env.knex('email_verifications').where({ user_id: user.id }))).not.toContain(
      token,
    );

    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email });
    expect((await account(as)).body.emailVerified).toBe(true);

    // Issue 26: maps hears of it by the address's keyed hash, never the address.
    const events = (await env
      .knex('outbox')
      .where({ type: 'auth.email.verified.v1', aggregate_id: String(user.id) })
      .select('payload')) as { payload: unknown }[];
    expect(events.map((event) => event.payload)).toEqual([
      { userId: user.id, emailKey: contributorEmailKey(TEST_CONTRIBUTOR_EMAIL_KEY, email) },
    ]);
    expect(JSON.stringify(events)).not.toContain(email);
  });

  it('works once', async () => {
    const { as, email } = await signedInUser();
    const token = await verificationToken(email);
    expect((await verify(token)).status).toBe(200);
    expectInvalidLink(await verify(token));
    expect((await account(as)).body.emailVerified).toBe(true);
  });

  it('works for 24 hours and no longer', async () => {
    now = new Date();
    const late = await signedInUser(clockApp);
    const inTime = await signedInUser(clockApp);

    now = new Date(now.getTime() + DAY_MS + 1000);
    expectInvalidLink(await verify(await verificationToken(late.email), clockApp));
    expect((await account(late.as)).body.emailVerified).toBe(false);

    now = new Date(now.getTime() - 2000);
    expect((await verify(await verificationToken(inTime.email), clockApp)).status).toBe(200);
  });

  it('refuses unknown and malformed tokens with the same text', async () => {
    for (const token of ['A'.repeat(43), 'not a token', '', 42, undefined])
      expectInvalidLink(await verify(token));
  });
});

describe('PUT /api/account/email', () => {
  it('keeps the new address pending until its link is followed, then makes it the account’s (issue 21)', async () => {
    const { as, user, email: oldEmail } = await signedInUser();
    expect((await verify(await verificationToken(oldEmail))).status).toBe(200);
    const newEmail = `${uniqueName('new')}@example.org`;

    const res = await as.put('/api/account/email', { email: newEmail, currentPassword: PASSWORD });
    expect(res.status).toBe(200);
    const waiting = {
      username: user.username,
      email: oldEmail,
      emailVerified: true,
      pendingEmail: newEmail,
      reviewDigests: true,
    };
    expect(res.body).toEqual(waiting);
    expect((await account(as)).body).toEqual(waiting);
    // The account's address is still the old one: log-in mail and password resets go there.
    expect((await env.knex('users').where({ id: user.id }).first('email')).email).toBe(oldEmail);
    expect((await mailsTo(oldEmail)).filter(({ kind }) => kind === 'email-changed')).toHaveLength(0);
    // The new address is not proved to be the user's: its mail holds no text the user wrote.
    const [linkMail] = (await mailsTo(newEmail)).filter(({ kind }) => kind === 'email-verification');
    expect(linkMail!.text_body).not.toContain(user.username);

    expect((await verify(await verificationToken(newEmail))).status).toBe(200);
    expect((await account(as)).body).toEqual({
      username: user.username,
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
      reviewDigests: true,
    });
    const notice = (await mailsTo(oldEmail)).filter(({ kind }) => kind === 'email-changed');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe('Your email address was changed | Groupmap');
    expect(notice[0]!.text_body).toContain(
      `The email address of the account ${user.username} was changed to ${newEmail}.`,
    );
    expect(notice[0]!.text_body).not.toContain('token=');
  });

  it('names nothing a user wrote in the notice to an old address that was never verified', async () => {
    const { as, user, email: oldEmail } = await signedInUser();
    const newEmail = `${uniqueName('new')}@example.org`;
    expect((await as.put('/api/account/email', { email: newEmail, currentPassword: PASSWORD })).status).toBe(
      200,
    );
    expect((await verify(await verificationToken(newEmail))).status).toBe(200);
    const [notice] = (await mailsTo(oldEmail)).filter(({ kind }) => kind === 'email-changed');
    expect(notice!.text_body).not.toContain(user.username);
    expect(notice!.text_body).not.toContain(newEmail);
  });

  it('lets no link sent to an earlier pending address verify it, and keeps the account’s own link', async () => {
    const { as, email: first } = await signedInUser();
    const firstToken = await verificationToken(first);
    const second = `${uniqueName('second')}@example.org`;
    const third = `${uniqueName('third')}@example.org`;
    for (const email of [second, third]) {
      expect((await as.put('/api/account/email', { email, currentPassword: PASSWORD })).status).toBe(200);
    }
    expectInvalidLink(await verify(await verificationToken(second)));
    expect((await account(as)).body).toMatchObject({ email: first, pendingEmail: third });
    // The account's own address can still be verified, and the pending one's link still waits.
    expect((await verify(firstToken)).status).toBe(200);
    expect((await account(as)).body).toMatchObject({
      email: first,
      emailVerified: true,
      pendingEmail: third,
    });
    expect((await verify(await verificationToken(third))).status).toBe(200);
    expect((await account(as)).body).toMatchObject({ email: third, emailVerified: true, pendingEmail: null });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { as, email } = await signedInUser();
    const before = await mailsTo(email);
    const newEmail = `${uniqueName('new')}@example.org`;
    const res = await as.put('/api/account/email', { email: newEmail, currentPassword: 'not-the-password' });
    expect(res.status).toBe(403);
    expect(res.headers['x-error-code']).toBe('incorrect_password');
    expect(res.text).toBe('Your current password is not correct');
    expect((await account(as)).body.email).toBe(email);
    expect(await mailsTo(email)).toEqual(before);
    expect(await mailsTo(newEmail)).toEqual([]);
  });

  it('checks the address is free when it is verified: "Email already registered" then, nothing changes', async () => {
    const { as, email } = await signedInUser();
    const wanted = `${uniqueName('wanted')}@example.org`;
    // Asking tells nobody whether an address is registered.
    expect((await as.put('/api/account/email', { email: wanted, currentPassword: PASSWORD })).status).toBe(
      200,
    );
    const other = await registerOn(env, await env.newVisitor(), undefined);
    await env.knex('users').where({ email: other.email }).update({ email: wanted.toUpperCase() });
    const res = await verify(await verificationToken(wanted));
    expect(res.status).toBe(409);
    expect(res.headers['x-error-code']).toBe('email_taken');
    expect(res.text).toBe('Email already registered');
    expect((await account(as)).body).toMatchObject({ email, pendingEmail: wanted });
  });

  it('validates the address as registration does, and asks for the current password', async () => {
    const { as, email } = await signedInUser();
    const cases = [
      [{ email: 'not-an-address', currentPassword: PASSWORD }, 'Invalid email address'],
      [{ email: `${uniqueName()}@example.org` }, 'Enter your current password'],
      [{ email: email.toUpperCase(), currentPassword: PASSWORD }, 'This is already your email address'],
    ] as const;
    for (const [body, text] of cases) {
      const res = await as.put('/api/account/email', body);
      expect([res.status, res.text]).toEqual([400, text]);
    }
    expect((await account(as)).body.email).toBe(email);
  });

  it('counts every attempt per account, the right password too', async () => {
    const { as } = await signedInUser();
    const change = () =>
      as.put('/api/account/email', { email: `${uniqueName()}@example.org`, currentPassword: PASSWORD });
    for (let i = 0; i < 3; i += 1) expect((await change()).status).toBe(200);
    const refused = await change();
    expect(refused.status).toBe(429);
    expect(refused.text).toBe('Too many attempts. Try again in 60 minutes.');
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await asGateway(env.app, (await env.newVisitor()).identity()).put('/api/account/email', {
      email: `${uniqueName()}@example.org`,
      currentPassword: PASSWORD,
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/account/email/resend', () => {
  it('mails a new link while the address is unverified, a limited number of times', async () => {
    const { as, email } = await signedInUser();
    const first = await verificationToken(email);
    expect((await as.post('/api/account/email/resend')).status).toBe(202);
    const second = await verificationToken(email);
    expect(second).not.toBe(first);
    expect((await mailsTo(email)).filter(({ kind }) => kind === 'email-verification')).toHaveLength(2);

    expect((await as.post('/api/account/email/resend')).status).toBe(202);
    const refused = await as.post('/api/account/email/resend');
    expect(refused.status).toBe(429);
    expect(refused.headers['x-error-code']).toBe('rate_limited');
  });

  it('keeps the earlier link working, and drops the others once one is used', async () => {
    const { as, email } = await signedInUser();
    const first = await verificationToken(email);
    await as.post('/api/account/email/resend');
    const second = await verificationToken(email);
    expect((await verify(first)).status).toBe(200);
    expectInvalidLink(await verify(second));
  });

  it('mails the pending address when one waits (issue 21)', async () => {
    const { as, email } = await signedInUser();
    await verify(await verificationToken(email));
    const pending = `${uniqueName('pending')}@example.org`;
    await as.put('/api/account/email', { email: pending, currentPassword: PASSWORD });
    const first = await verificationToken(pending);
    expect((await as.post('/api/account/email/resend')).status).toBe(202);
    expect(await verificationToken(pending)).not.toBe(first);
  });

  it('refuses when the address is verified already', async () => {
    const { as, email } = await signedInUser();
    await verify(await verificationToken(email));
    const res = await as.post('/api/account/email/resend');
    expect(res.status).toBe(409);
    expect(res.headers['x-error-code']).toBe('email_already_verified');
    expect(res.text).toBe('Your email address is already verified');
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await asGateway(env.app, (await env.newVisitor()).identity()).post(
      '/api/account/email/resend',
    );
    expect(res.status).toBe(401);
  });
});
