import { startAuthTestEnv, uniqueName, type AuthTestEnv } from './support/auth-test-env';
import { asGateway } from './support/http';

// The test configuration allows 3 logins per account in 120 s, 5 per IP in 300 s, 3 registrations
// per IP in 60 s and 2 feedback messages per IP in 600 s (support/auth-test-env.ts).
let env: AuthTestEnv;

beforeAll(async () => {
  env = await startAuthTestEnv();
});

afterAll(async () => {
  await env.close();
});

const PASSWORD = 'lantern-harbour-42';

function expectLimited(
  res: { status: number; text: string; headers: Record<string, string> },
  minutes: number,
) {
  expect(res.status).toBe(429);
  expect(res.headers['x-error-code']).toBe('rate_limited');
  expect(res.text).toBe(
    minutes === 1
      ? 'Too many attempts. Try again in 1 minute.'
      : `Too many attempts. Try again in ${minutes} minutes.`,
  );
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

async function registeredUser() {
  const visitor = await env.newVisitor();
  const username = uniqueName();
  await asGateway(env.app, visitor.identity()).post('/api/register', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
  });
  return username;
}

describe('login rate limits', () => {
  it('refuses the fourth attempt on one account with 429, Retry-After and the contract text', async () => {
    const username = await registeredUser();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const visitor = await env.newVisitor();
      const res = await asGateway(env.app, visitor.identity()).post('/api/login', {
        username,
        password: 'wrong-password',
      });
      expect(res.status).toBe(401);
    }
    // From yet another IP, and with the right password: the account itself is limited.
    const visitor = await env.newVisitor();
    const res = await asGateway(env.app, visitor.identity()).post('/api/login', {
      username: username.toUpperCase(),
      password: PASSWORD,
    });
    expectLimited(res, 2);
  });

  it('counts attempts on an unknown username like any other account', async () => {
    const username = uniqueName('ghost');
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const visitor = await env.newVisitor();
      statuses.push(
        (await asGateway(env.app, visitor.identity()).post('/api/login', { username, password: PASSWORD }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('forgets the account attempts after a successful login', async () => {
    const username = await registeredUser();
    const attempt = async (password: string) => {
      const visitor = await env.newVisitor();
      return (await asGateway(env.app, visitor.identity()).post('/api/login', { username, password })).status;
    };
    expect([await attempt('wrong-password'), await attempt('wrong-password')]).toEqual([401, 401]);
    expect(await attempt(PASSWORD)).toBe(200);
    expect([await attempt('wrong-password'), await attempt('wrong-password')]).toEqual([401, 401]);
  });

  it('refuses the sixth attempt from one IP, whatever the accounts', async () => {
    const visitor = await env.newVisitor();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await asGateway(env.app, visitor.identity()).post('/api/login', {
        username: uniqueName('spray'),
        password: PASSWORD,
      });
      statuses.push(res.status);
      if (res.status === 429) expectLimited(res, 5);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('registration rate limit', () => {
  it('refuses the fourth registration from one IP', async () => {
    const visitor = await env.newVisitor();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const username = uniqueName();
      const res = await asGateway(env.app, visitor.identity()).post('/api/register', {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
      });
      statuses.push(res.status);
      if (res.status === 429) expectLimited(res, 1);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('feedback rate limit', () => {
  it('refuses the third message from one IP', async () => {
    const visitor = await env.newVisitor();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await asGateway(env.app, visitor.identity()).post('/api/feedback', {
        message: 'Lovely maps',
      });
      statuses.push(res.status);
      if (res.status === 429) expectLimited(res, 10);
    }
    expect(statuses).toEqual([204, 204, 429]);
  });
});
