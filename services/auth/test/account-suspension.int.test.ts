import { eventSubject, messages } from '@groupmap/contracts';
import { waitFor } from '@groupmap/svc-kit/testing';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PASSWORD } from './support/accounts';
import { startAuthTestEnv, uniqueName, type AuthTestEnv } from './support/auth-test-env';
import { asGateway, handedOverSession } from './support/http';
import { accountOn, resetMailsTo, signInElsewhere, tokenOf } from './support/password-reset';

// The operators' account commands (issue 12): `npm run account:suspend` and `npm run
// account:reinstate`, run as an operator would, against this run's database and NATS.
const ROOT = path.join(__dirname, '../../..');
const CLI = path.join(ROOT, 'services/auth/src/cli');

let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
}, 60_000);

afterAll(async () => {
  await env.close();
});

async function run(script: 'account-suspend' | 'account-reinstate', ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(CLI, `${script}.ts`), ...args],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          NATS_URL: process.env.NATS_URL,
          EVENTS_PREFIX: process.env.EVENTS_PREFIX,
          // A platform state file must not be read: everything is set.
          GROUPMAP_DATA_DIR: path.join(ROOT, 'no-such-data-dir'),
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const logIn = async (username: string, password = PASSWORD) =>
  asGateway(env.app, (await env.newVisitor()).identity()).post('/api/login', { username, password });

const auditOf = (userId: number) => env.knex('operator_actions').where({ user_id: userId }).orderBy('id');

/** The session-ended events published on NATS for `userId` while the test runs. */
function watchSessionEnds(userId: number) {
  const seen: Array<{ sessionId: string; reason: string }> = [];
  const subscription = env.nc.subscribe(eventSubject(env.config.EVENTS_PREFIX, 'auth.session.ended.v1'));
  void (async () => {
    for await (const message of subscription) {
      const event = message.json<{ payload: { sessionId: string; userId: number; reason: string } }>();
      if (event.payload.userId === userId) seen.push(event.payload);
    }
  })();
  return { seen, stop: () => subscription.unsubscribe() };
}

const operatorLog = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((entry) => entry.event === 'operator_action');

describe('npm run account:suspend', () => {
  it('ends every session of the account at once, refuses its login, and records who and why', async () => {
    const account = await accountOn(env, await env.newVisitor());
    const elsewhere = await signInElsewhere(env, account.username);
    const ends = watchSessionEnds(account.id);

    const result = await run(
      'account-suspend',
      '--user',
      account.username,
      '--by',
      'Ada Ops',
      '--reason',
      'Repeated harassment (ticket 31)',
    );

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `^${account.username} \\(user ${account.id}\\) is now suspended; 2 sessions ended \\(audit \\d+\\) \\(2 events published\\)\\n$`,
      ),
    );
    // Gateways forget the sessions (the events) and auth no longer resolves them.
    await waitFor('both session-ended events on NATS', () => ends.seen.length >= 2);
    ends.stop();
    expect(ends.seen.map((end) => end.reason)).toEqual(['revoked', 'revoked']);
    expect(await env.resolve(account.secret)).toBeNull();
    expect(await env.resolve(elsewhere.secret)).toBeNull();

    const refused = await logIn(account.username);
    expect(refused.status).toBe(403);
    expect(refused.headers['x-error-code']).toBe('account_suspended');
    expect(refused.text).toBe(messages.accountSuspended);
    // A wrong password learns nothing about the suspension.
    const wrong = await logIn(account.username, 'not-the-password-1');
    expect(wrong.status).toBe(401);
    expect(wrong.text).toBe(messages.invalidCredentials);

    expect(await auditOf(account.id)).toEqual([
      expect.objectContaining({
        action: 'account.suspend',
        username: account.username,
        operator: 'Ada Ops',
        reason: 'Repeated harassment (ticket 31)',
        details: { endedSessions: 2, alreadySuspended: false },
        created_at: expect.any(Date),
      }),
    ]);
    expect(operatorLog(result.stderr)).toMatchObject({
      level: 30,
      action: 'account:suspend',
      userId: account.id,
      by: 'Ada Ops',
      reason: 'Repeated harassment (ticket 31)',
    });
  }, 60_000);

  it('shuts a session of a suspended account that outlived the suspension (a login racing it)', async () => {
    const account = await accountOn(env, await env.newVisitor());
    // As if a login committed its session just after the suspension ended the others.
    await env.knex('users').where({ id: account.id }).update({ suspended_at: new Date() });
    expect(await env.resolve(account.secret)).toBeNull();
    await env.knex('users').where({ id: account.id }).update({ suspended_at: null });
    expect(await env.resolve(account.secret)).toMatchObject({ userId: account.id });
  }, 60_000);

  it('finds the account by its e-mail; a password reset does not get around the suspension', async () => {
    const account = await accountOn(env, await env.newVisitor());
    const suspended = await run(
      'account-suspend',
      '--user',
      account.email.toUpperCase(),
      '--by',
      'ops',
      '--reason',
      'spam',
    );
    expect(suspended.code).toBe(0);

    const visitor = await env.newVisitor();
    expect(
      (await asGateway(env.app, visitor.identity()).post('/api/password-reset', { email: account.email }))
        .status,
    ).toBe(202);
    const [mail] = await resetMailsTo(env, account.email);
    const confirm = await asGateway(env.app, (await env.newVisitor()).identity()).post(
      '/api/password-reset/confirm',
      {
        token: tokenOf(mail!),
        password: 'compass-meadow-81',
      },
    );
    expect(confirm.status).toBe(403);
    expect(confirm.text).toBe(messages.accountSuspended);
    expect(handedOverSession(confirm)).toBeUndefined();
    // Nothing changed: the old password still is the account's, and the link is unused.
    const link = await env.knex('password_reset_tokens').where({ user_id: account.id }).first('used_at');
    expect(link).toEqual({ used_at: null });
    expect((await logIn(account.username)).status).toBe(403);
  }, 60_000);

  it('refuses without --by or --reason, with its usage, and changes nothing', async () => {
    const account = await accountOn(env, await env.newVisitor());
    for (const args of [
      ['--user', account.username, '--reason', 'spam'],
      ['--user', account.username, '--by', 'ops'],
      ['--user', account.username, '--by', 'ops', '--reason', ''],
    ]) {
      const result = await run('account-suspend', ...args);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(
        /^account:suspend: --(by|reason) is required\nUsage: npm run account:suspend -- --user <username or e-mail> --by <operator name> --reason "<why>"\n$/,
      );
    }
    expect(await env.resolve(account.secret)).toMatchObject({ userId: account.id });
    expect(await auditOf(account.id)).toEqual([]);
  }, 60_000);

  it('says clearly when no account has that username or e-mail', async () => {
    const nobody = uniqueName('nobody');
    for (const script of ['account-suspend', 'account-reinstate'] as const) {
      const result = await run(script, '--user', nobody, '--by', 'ops', '--reason', 'spam');
      const name = script.replace('-', ':');
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: `${name} failed: No account with the username or e-mail "${nobody}"\n`,
      });
    }
  }, 60_000);
});

describe('npm run account:reinstate', () => {
  it('lifts the suspension: the user logs in again, and the trail has both actions', async () => {
    const account = await accountOn(env, await env.newVisitor());
    expect(
      (await run('account-suspend', '--user', account.username, '--by', 'ops', '--reason', 'spam')).code,
    ).toBe(0);
    expect((await logIn(account.username)).status).toBe(403);

    const result = await run(
      'account-reinstate',
      '--user',
      account.email,
      '--by',
      'Bea Ops',
      '--reason',
      'Appeal upheld',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `${account.username} (user ${account.id}) is reinstated: they can log in (audit ${(await auditOf(account.id))[1]!.id})\n`,
    );
    const login = await logIn(account.username);
    expect(login.status).toBe(200);
    expect(await env.resolve(handedOverSession(login)!.secret)).toMatchObject({ userId: account.id });
    expect(
      (await auditOf(account.id)).map(({ action, operator, reason }) => ({ action, operator, reason })),
    ).toEqual([
      { action: 'account.suspend', operator: 'ops', reason: 'spam' },
      { action: 'account.reinstate', operator: 'Bea Ops', reason: 'Appeal upheld' },
    ]);
  }, 60_000);

  it('refuses without --reason, changing nothing', async () => {
    const account = await accountOn(env, await env.newVisitor());
    await run('account-suspend', '--user', account.username, '--by', 'ops', '--reason', 'spam');
    const result = await run('account-reinstate', '--user', account.username, '--by', 'ops');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run account:reinstate -- --user <username or e-mail>');
    expect((await logIn(account.username)).status).toBe(403);
  }, 60_000);
});
