import { messages } from '@groupmap/contracts';
import { startAuthTestEnv, uniqueName, type AuthTestEnv } from './support/auth-test-env';
import { asGateway } from './support/http';

let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

async function post(path: string, body: unknown) {
  const visitor = await env.newVisitor();
  return asGateway(env.app, visitor.identity()).post(path, body as object);
}

function expectRefused(res: { status: number; text: string; headers: Record<string, string> }, text: string) {
  expect(res.status).toBe(400);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.text).toBe(text);
}

const valid = () => {
  const username = uniqueName();
  return { username, email: `${username}@example.com`, password: 'lantern-harbour-42' };
};

describe('registration field rules (spec section 5)', () => {
  it.each([
    ['missing', undefined],
    ['two characters', 'ab'],
    ['three characters only with the spaces around them', '  ab  '],
    ['not text', 42],
  ])(
    'refuses a username that is %s with "Username must be at least 3 characters"',
    async (_case, username) => {
      expectRefused(
        await post('/api/register', { ...valid(), username }),
        'Username must be at least 3 characters',
      );
    },
  );

  it('refuses a username over 50 characters', async () => {
    expectRefused(
      await post('/api/register', { ...valid(), username: 'u'.repeat(51) }),
      'Username must be 50 characters or less',
    );
  });

  it.each([
    ['missing', undefined],
    ['without an @', 'alice.example.com'],
    ['without a domain', 'alice@'],
    ['blank', '   '],
  ])('refuses an e-mail that is %s with "Invalid email address"', async (_case, email) => {
    expectRefused(await post('/api/register', { ...valid(), email }), messages.invalidEmail);
  });

  it.each([
    ['missing', undefined],
    ['five characters', '12345'],
  ])(
    'refuses a password that is %s with "Password must be at least 6 characters"',
    async (_case, password) => {
      expectRefused(
        await post('/api/register', { ...valid(), password }),
        'Password must be at least 6 characters',
      );
    },
  );

  it('refuses a password over 128 characters', async () => {
    expectRefused(
      await post('/api/register', { ...valid(), password: 'p'.repeat(129) }),
      'Password must be 128 characters or less',
    );
  });

  it.each(['password', 'sunshine', 'Iloveyou', 'qwerty123'])(
    'refuses the common password "%s" with "This password is too common"',
    async (password) => {
      const res = await post('/api/register', { ...valid(), password });
      expectRefused(res, 'This password is too common');
      expect(res.headers['x-error-code']).toBe('password_too_common');
    },
  );

  it('answers the first broken rule in field order', async () => {
    expectRefused(
      await post('/api/register', { username: 'ab', email: 'nope', password: '1' }),
      'Username must be at least 3 characters',
    );
  });

  it('refuses a body that is not an object with "Invalid request"', async () => {
    expectRefused(await post('/api/register', ['alice']), messages.invalidRequest);
  });

  it('creates nothing when a rule is broken', async () => {
    const body = { ...valid(), password: '12345' };
    await post('/api/register', body);
    await expect(env.knex('users').where({ username: body.username }).first()).resolves.toBeUndefined();
  });
});

describe('login field rules', () => {
  it.each([
    ['no username', { password: 'lantern-harbour-42' }],
    ['a blank username', { username: '  ', password: 'lantern-harbour-42' }],
    ['no password', { username: 'alice' }],
    ['an empty password', { username: 'alice', password: '' }],
  ])('refuses %s with "Invalid username or password"', async (_case, body) => {
    expectRefused(await post('/api/login', body), 'Invalid username or password');
  });
});

describe('feedback field rules', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['only spaces', '   '],
  ])('refuses a message that is %s with "Message is required"', async (_case, message) => {
    expectRefused(await post('/api/feedback', { message }), 'Message is required');
  });

  it('refuses a message over 5000 characters', async () => {
    expectRefused(
      await post('/api/feedback', { message: 'm'.repeat(5001) }),
      'Message must be 5000 characters or less',
    );
  });

  it('refuses an e-mail that is given but invalid with "Invalid email address"', async () => {
    expectRefused(
      await post('/api/feedback', { email: 'not-an-address', message: 'Hi' }),
      messages.invalidEmail,
    );
  });
});
