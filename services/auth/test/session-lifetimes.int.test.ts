import { createLogger, hashSessionSecret } from '@groupmap/svc-kit';
import { resolveSession } from '../src/domain/visitor-sessions';
import { startSessionPruningJob } from '../src/jobs/session-pruning-job';
import { registerOn, sessionEvents } from './support/accounts';
import { startAuthTestEnv, type AuthTestEnv, type Visitor } from './support/auth-test-env';
import { newSecretOf } from './support/http';

const DAY_MS = 24 * 60 * 60 * 1000;

let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** What `auth.session.resolve` answers for `secret` at `now`. */
const resolveAt = (secret: string, now: Date) => resolveSession(env.knex, hashSessionSecret(secret), now);

async function signedInVisitor(): Promise<{ visitor: Visitor; secret: string; userId: number }> {
  const visitor = await env.newVisitor();
  const { res } = await registerOn(env, visitor);
  return { visitor, secret: newSecretOf(res), userId: res.body.id as number };
}

describe('session lifetimes', () => {
  it('ends an anonymous session 90 days after its last use', async () => {
    const { secret, publicId } = await env.newVisitor();
    // A second request (the session is used, so the day of an unused one does not apply).
    await expect(resolveAt(secret, new Date())).resolves.toMatchObject({ publicId });
    await expect(resolveAt(secret, daysFromNow(89))).resolves.toMatchObject({ publicId });
    // That use counts: 89 days later it is still alive, counted from then.
    await expect(resolveAt(secret, daysFromNow(89 + 89))).resolves.toMatchObject({ publicId });
    await expect(resolveAt(secret, daysFromNow(89 + 89 + 91))).resolves.toBeNull();
  });

  it('ends a signed-in session 30 days after its last use', async () => {
    const { secret, userId } = await signedInVisitor();
    await expect(resolveAt(secret, daysFromNow(29))).resolves.toMatchObject({ userId });
    await expect(resolveAt(secret, daysFromNow(29 + 31))).resolves.toBeNull();
  });

  it('ends a signed-in session 90 days after login, however often it is used', async () => {
    const { secret, userId } = await signedInVisitor();
    for (const day of [20, 40, 60, 80]) {
      await expect(resolveAt(secret, daysFromNow(day))).resolves.toMatchObject({ userId });
    }
    await expect(resolveAt(secret, daysFromNow(91))).resolves.toBeNull();
  });
});

describe('a session nobody used after the page load that made it (issue 21)', () => {
  it('lives a day, and a second request keeps it as any other', async () => {
    const unused = await env.newVisitor();
    await expect(resolveAt(unused.secret, daysFromNow(1.01))).resolves.toBeNull();
    const used = await env.newVisitor();
    await expect(resolveAt(used.secret, new Date())).resolves.toMatchObject({ publicId: used.publicId });
    await expect(resolveAt(used.secret, daysFromNow(30))).resolves.toMatchObject({ publicId: used.publicId });
    const young = await env.newVisitor();
    await expect(resolveAt(young.secret, daysFromNow(0.99))).resolves.toMatchObject({
      publicId: young.publicId,
    });
  });

  it('is pruned a day after it was made, its end recorded, while a used one of that age stays', async () => {
    const unused = await env.newVisitor();
    const used = await env.newVisitor();
    await resolveAt(used.secret, new Date());
    const made = daysFromNow(-1.01);
    await env
      .knex('sessions')
      .whereIn('public_id', [unused.publicId, used.publicId])
      .update({ created_at: made });
    const job = startSessionPruningJob({
      knex: env.knex,
      logger: createLogger({ name: 'auth-test', level: 'silent' }),
      intervalMs: 60 * 60_000,
    });
    try {
      await job.runOnce();
      const left = await env
        .knex('sessions')
        .whereIn('public_id', [unused.publicId, used.publicId])
        .pluck('public_id');
      expect(left).toEqual([used.publicId]);
      expect((await sessionEvents(env, unused.publicId)).at(-1)?.payload).toEqual({
        sessionId: unused.publicId,
        userId: null,
        reason: 'expired',
      });
    } finally {
      await job.stop();
    }
  });
});

describe('the session pruning job', () => {
  // Other test files share the database and run meanwhile: rather than moving the clock past every
  // session's lifetime, this test ages its own sessions and runs the job at (about) the real time.
  const age = (publicId: string, days: number) =>
    env
      .knex('sessions')
      .where({ public_id: publicId })
      .update({ last_seen_at: daysFromNow(-days) });

  it('deletes the sessions expired at its clock, recording why, and keeps the live ones', async () => {
    const anonymous = await env.newVisitor();
    const signedIn = await signedInVisitor();
    const job = startSessionPruningJob({
      knex: env.knex,
      logger: createLogger({ name: 'auth-test', level: 'silent' }),
      intervalMs: 60 * 60_000,
      clock: () => new Date(Date.now() + 60_000),
    });
    const rows = () =>
      env
        .knex('sessions')
        .whereIn('public_id', [anonymous.publicId, signedIn.visitor.publicId])
        .pluck('public_id');
    try {
      await age(anonymous.publicId, 31);
      await age(signedIn.visitor.publicId, 31);
      await job.runOnce();
      expect(await rows()).toEqual([anonymous.publicId]);
      expect((await sessionEvents(env, signedIn.visitor.publicId)).at(-1)).toEqual({
        type: 'auth.session.ended.v1',
        payload: { sessionId: signedIn.visitor.publicId, userId: signedIn.userId, reason: 'expired' },
      });
      await expect(env.resolve(signedIn.secret)).resolves.toBeNull();

      await age(anonymous.publicId, 91);
      await job.runOnce();
      expect(await rows()).toEqual([]);
      expect((await sessionEvents(env, anonymous.publicId)).at(-1)?.payload).toEqual({
        sessionId: anonymous.publicId,
        userId: null,
        reason: 'expired',
      });
    } finally {
      await job.stop();
    }
  });
});
