import { getUserReplySchema } from '@groupmap/contracts';
import { requestRpc, RpcError } from '@groupmap/svc-kit';
import { registerOn } from './support/accounts';
import { startAuthTestEnv, type AuthTestEnv } from './support/auth-test-env';

let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

const getUser = (body: unknown) =>
  requestRpc({
    nc: env.nc,
    prefix: env.config.EVENTS_PREFIX,
    name: 'auth.user.get',
    body,
    reply: getUserReplySchema,
  });

describe('auth.user.get', () => {
  it("answers a user's id, username, e-mail and whether it is verified by id, and null for an id nobody has", async () => {
    const { res, username, email } = await registerOn(env, await env.newVisitor());
    const id = (res.body as { id: number }).id;
    await expect(getUser({ userId: id })).resolves.toEqual({
      user: { id, username, email, emailVerified: false },
    });
    await env.knex('users').where({ id }).update({ email_verified_at: new Date() });
    await expect(getUser({ userId: id })).resolves.toMatchObject({ user: { emailVerified: true } });
    await expect(getUser({ userId: 2_000_000_000 })).resolves.toEqual({ user: null });
  });

  it('answers a request without a valid user id with an error reply', async () => {
    const refused = getUser({ userId: 'seven' });
    await expect(refused).rejects.toBeInstanceOf(RpcError);
    await expect(refused).rejects.toMatchObject({ reason: 'error-reply', code: 400 });
  });
});
