import { messages } from '@groupmap/contracts';
import { createLogger } from '@groupmap/svc-kit';
import { startAccountDeletionJob } from '../src/jobs/account-deletion-job';
import { signInSession } from '../src/domain/sign-in-session';
import { PASSWORD, registerOn, sessionEvents } from './support/accounts';
import { startAuthTestEnv, visitorOf, type AuthTestEnv, type Visitor } from './support/auth-test-env';
import { asGateway, handedOverSession } from './support/http';

// Delete account (issue 11): the request, the grace period a login cancels, and the job after it.
let env: AuthTestEnv;
const logger = createLogger({ name: 'account-deletion-test', level: 'silent' });
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  env = await startAuthTestEnv({ ACCOUNT_DELETION_RATE_LIMIT: '3' });
});

afterAll(async () => {
  await env.close();
});

interface Account {
  id: number;
  username: string;
  email: string;
  visitor: Visitor;
}

async function newAccount(): Promise<Account> {
  const visitor = await env.newVisitor();
  const { res, username, email } = await registerOn(env, visitor);
  expect(res.status).toBe(201);
  // Registration rotated the secret: the browser holds the one it handed over.
  return {
    id: res.body.id as number,
    username,
    email,
    visitor: visitorOf(handedOverSession(res)!, visitor.ip),
  };
}

/** Logs the account in on a visitor session of its own: another device. */
async function logInElsewhere(account: Account) {
  const device = await env.newVisitor();
  const res = await asGateway(env.app, device.identity()).post('/api/login', {
    username: account.username,
    password: PASSWORD,
  });
  expect(res.status).toBe(200);
  return { res, session: visitorOf(handedOverSession(res)!, device.ip) };
}

const requestDeletion = (account: Account, body: object) =>
  asGateway(env.app, account.visitor.identity({ id: account.id, username: account.username })).post(
    '/api/account/deletion',
    body,
  );

const scheduledFor = async (id: number): Promise<Date | null | undefined> =>
  (
    (await env.knex('users').where({ id }).first('deletion_scheduled_for')) as
      { deletion_scheduled_for: Date | null } | undefined
  )?.deletion_scheduled_for;

/** The mails about leaving queued for `to` (registration's verification link is not one). */
const mailsTo = (to: string) =>
  env
    .knex('mail_outbox')
    .where({ recipient: to })
    .whereIn('kind', ['account-deletion-scheduled', 'account-deleted'])
    .orderBy('created_at')
    .select('kind', 'subject', 'text_body');

/** Starts the job on a clock fixed at `at` (it runs at start too) and waits for a run to finish. */
const runJobAt = async (at: Date) => {
  const job = startAccountDeletionJob({ knex: env.knex, logger, intervalMs: 3_600_000, clock: () => at });
  try {
    return await job.runOnce();
  } finally {
    await job.stop();
  }
};

const deletedEvents = (userId: number) =>
  env
    .knex('outbox')
    .where({ type: 'auth.account.deleted.v1', aggregate_id: String(userId) })
    .select('payload');

describe('POST /api/account/deletion', () => {
  it('schedules the deletion 14 days ahead, mails the date, and signs every session of the account out', async () => {
    const account = await newAccount();
    const { session: otherDevice } = await logInElsewhere(account);
    const before = Date.now();

    const res = await requestDeletion(account, { password: PASSWORD, username: account.username });

    expect(res.status).toBe(200);
    const at = Date.parse(res.body.deletionScheduledFor as string);
    expect(at).toBeGreaterThanOrEqual(before + 14 * DAY_MS);
    expect(at).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS);
    expect((await scheduledFor(account.id))?.getTime()).toBe(at);
    // This browser becomes a new visitor; both sessions of the account are over, with their events.
    const next = handedOverSession(res)!;
    expect(next.publicId).not.toBe(account.visitor.publicId);
    await expect(env.resolve(next.secret)).resolves.toEqual({
      publicId: next.publicId,
      userId: null,
      username: null,
    });
    await expect(env.resolve(account.visitor.secret)).resolves.toBeNull();
    await expect(env.resolve(otherDevice.secret)).resolves.toBeNull();
    for (const ended of [account.visitor.publicId, otherDevice.publicId]) {
      expect((await sessionEvents(env, ended)).at(-1)).toEqual({
        type: 'auth.session.ended.v1',
        payload: { sessionId: ended, userId: account.id, reason: 'revoked' },
      });
    }
    const [mail] = await mailsTo(account.email);
    expect(mail).toMatchObject({
      kind: 'account-deletion-scheduled',
      subject: expect.stringContaining('deleted'),
    });
    const date = new Date(at).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(mail!.text_body).toContain(`scheduled to be deleted on ${date}`);
    expect(mail!.text_body).toContain(`Log in before ${date} and the deletion is cancelled.`);
  });

  it('refuses a wrong password and a username not typed exactly, and keeps the account signed in', async () => {
    const account = await newAccount();

    const wrongPassword = await requestDeletion(account, {
      password: 'not-the-one',
      username: account.username,
    });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.headers['x-error-code']).toBe('incorrect_password');
    expect(wrongPassword.text).toBe(messages.currentPasswordIncorrect);

    const otherCase = await requestDeletion(account, {
      password: PASSWORD,
      username: account.username.toUpperCase(),
    });
    expect(otherCase.status).toBe(400);
    expect(otherCase.text).toBe(messages.usernameMismatch);

    expect(await scheduledFor(account.id)).toBeNull();
    expect((await env.resolve(account.visitor.secret))?.userId).toBe(account.id);
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it('counts every attempt per account: past the limit even the right confirmation is refused', async () => {
    const account = await newAccount();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await requestDeletion(account, { password: 'wrong-guess', username: account.username })).status,
      ).toBe(403);
    }
    const res = await requestDeletion(account, { password: PASSWORD, username: account.username });
    expect(res.status).toBe(429);
    expect(await scheduledFor(account.id)).toBeNull();
  });

  it('answers 401 without a signed-in user', async () => {
    const visitor = await env.newVisitor();
    const res = await asGateway(env.app, visitor.identity()).post('/api/account/deletion', {
      password: PASSWORD,
      username: 'someone',
    });
    expect(res.status).toBe(401);
  });
});

describe('the grace period', () => {
  it('is ended by a login, which cancels the deletion and says so once', async () => {
    const account = await newAccount();
    await requestDeletion(account, { password: PASSWORD, username: account.username });

    const { res: login } = await logInElsewhere(account);
    expect(login.body).toMatchObject({ username: account.username, deletionCancelled: true });
    expect(await scheduledFor(account.id)).toBeNull();
    const { res: again } = await logInElsewhere(account);
    expect(again.body).not.toHaveProperty('deletionCancelled');

    // Long after the date the account is still there.
    await runJobAt(new Date(Date.now() + 30 * DAY_MS));
    expect(await env.knex('users').where({ id: account.id }).first('id')).toBeDefined();
    expect(await deletedEvents(account.id)).toEqual([]);
  });

  it('keeps an account someone signed in to since the request another way (a password reset)', async () => {
    const account = await newAccount();
    await requestDeletion(account, { password: PASSWORD, username: account.username });
    const device = await env.newVisitor();
    await env.knex.transaction((trx) =>
      signInSession(trx, { publicId: device.publicId, userId: account.id }),
    );

    await runJobAt(new Date(Date.now() + 15 * DAY_MS));

    expect(await env.knex('users').where({ id: account.id }).first('id')).toBeDefined();
    expect(await scheduledFor(account.id)).toBeNull();
    expect(await deletedEvents(account.id)).toEqual([]);
  });
});

describe('the account deletion job', () => {
  it('deletes the account once its grace period has passed, once, and frees its username and e-mail', async () => {
    const account = await newAccount();
    await env.knex('feedback').insert({ user_id: account.id, email: account.email, message: 'Nice maps' });
    await requestDeletion(account, { password: PASSWORD, username: account.username });
    const due = (await scheduledFor(account.id))!;

    await runJobAt(new Date(due.getTime() - 60_000));
    expect(await env.knex('users').where({ id: account.id }).first('id')).toBeDefined();

    await runJobAt(new Date(due.getTime() + 1_000));
    expect(await env.knex('users').where({ id: account.id }).first('id')).toBeUndefined();
    // The feedback stays, like contributions, but no longer names the account or its address.
    expect(await env.knex('feedback').where({ message: 'Nice maps', email: account.email })).toEqual([]);
    expect(await env.knex('feedback').where({ message: 'Nice maps', user_id: null })).not.toHaveLength(0);
    expect(await deletedEvents(account.id)).toEqual([{ payload: { userId: account.id } }]);
    expect((await mailsTo(account.email)).map((mail) => mail.kind)).toEqual([
      'account-deletion-scheduled',
      'account-deleted',
    ]);

    // A second run finds nothing: the event is recorded once.
    await runJobAt(new Date(due.getTime() + 60_000));
    expect(await deletedEvents(account.id)).toHaveLength(1);

    // The username and the e-mail are free again: registering them gives a new account.
    const newcomer = await env.newVisitor();
    const { res } = await registerOn(env, newcomer, account.username);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: account.username, email: account.email });
    expect(res.body.id).not.toBe(account.id);
    const login = await asGateway(env.app, (await env.newVisitor()).identity()).post('/api/login', {
      username: account.username,
      password: PASSWORD,
    });
    expect(login.body.id).toBe(res.body.id);
  });
});

describe('GET /api/account/export', () => {
  it("answers the account's details and plan, never its password hash", async () => {
    const account = await newAccount();
    const res = await asGateway(
      env.app,
      account.visitor.identity({ id: account.id, username: account.username }),
    ).get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      username: account.username,
      email: account.email,
      emailVerified: false,
      pendingEmail: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      currentPlan: 'free',
      subscriptionStatus: null,
      subscriptionPeriodEnd: null,
      scheduledPlan: null,
      deletionScheduledFor: null,
    });
  });

  it('answers 401 without a signed-in user', async () => {
    const visitor = await env.newVisitor();
    expect((await asGateway(env.app, visitor.identity()).get('/api/account/export')).status).toBe(401);
  });
});
