import { startAuthTestEnv, uniqueName, type AuthTestEnv } from './support/auth-test-env';
import { asGateway } from './support/http';

let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

const latestFeedback = (message: string) =>
  env.knex('feedback').where({ message }).first('user_id', 'email', 'message', 'created_at');

describe('POST /api/feedback', () => {
  it('stores a visitor message, trimmed, with the e-mail they typed', async () => {
    const visitor = await env.newVisitor();
    const message = `The map of ${uniqueName('cafes')} is great`;
    const res = await asGateway(env.app, visitor.identity()).post('/api/feedback', {
      email: '  reader@example.com ',
      message: `  ${message}\n`,
    });
    expect(res.status).toBe(204);
    await expect(latestFeedback(message)).resolves.toEqual({
      user_id: null,
      email: 'reader@example.com',
      message,
      created_at: expect.any(Date),
    });
  });

  it('accepts a message without an e-mail', async () => {
    const visitor = await env.newVisitor();
    const message = `No e-mail ${uniqueName()}`;
    for (const email of [undefined, null, '']) {
      const res = await asGateway(env.app, (await env.newVisitor()).identity()).post('/api/feedback', {
        email,
        message,
      });
      expect(res.status).toBe(204);
    }
    expect(visitor.publicId).toBeTruthy();
    const rows = await env.knex('feedback').where({ message }).pluck('email');
    expect(rows).toEqual([null, null, null]);
  });

  it('records the signed-in user who sent it', async () => {
    const visitor = await env.newVisitor();
    const username = uniqueName();
    const registered = await asGateway(env.app, visitor.identity()).post('/api/register', {
      username,
      email: `${username}@example.com`,
      password: 'lantern-harbour-42',
    });
    const id = registered.body.id as number;
    const message = `Signed in feedback ${username}`;
    const res = await asGateway(env.app, visitor.identity({ id, username })).post('/api/feedback', {
      email: `${username}@example.com`,
      message,
    });
    expect(res.status).toBe(204);
    await expect(latestFeedback(message)).resolves.toMatchObject({ user_id: id });
  });
});
