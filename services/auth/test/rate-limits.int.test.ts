import {
  startAuthTestEnv,
  uniqueIp,
  uniqueName,
  visitorOf,
  type AuthTestEnv,
  type Visitor,
} from './support/auth-test-env';
import { asGateway } from './support/http';

// The test configuration (support/auth-test-env.ts) allows 3 log-ins per account and IP in 120 s,
// 30 per IP in 300 s, and slows attempts on an account by 400 ms once it had 5 failures in 120 s;
// 2 registrations and 2 feedback messages per session, 20 per IP.
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

async function registeredUser(username = uniqueName()) {
  const visitor = await env.newVisitor();
  await asGateway(env.app, visitor.identity()).post('/api/register', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
  });
  return username;
}

const logIn = (visitor: Visitor, username: string, password: string) =>
  asGateway(env.app, visitor.identity()).post('/api/login', { username, password });

/** The same letters in their full-width compatibility forms (ａｌｉｃｅ). */
const fullWidth = (text: string) =>
  [...text].map((c) => (/[a-z0-9]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');

describe('login rate limits', () => {
  it('refuses the fourth attempt on one account from one IP with 429, Retry-After and the contract text', async () => {
    const username = await registeredUser();
    const visitor = await env.newVisitor();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await logIn(visitor, username, 'wrong-password')).status).toBe(401);
    }
    // Even with the right password, in another letter case, on a fresh session of that IP.
    const sameIp = visitorOf(await env.newVisitor(), visitor.ip);
    expectLimited(await logIn(sameIp, username.toUpperCase(), PASSWORD), 2);
  });

  it('holds every spelling of the username to the same limit (case, full-width, dotted capital I)', async () => {
    const username = await registeredUser(`li${uniqueName('x').slice(-10)}`);
    const visitor = await env.newVisitor();
    // The spellings are one account: the full-width one signs in like the plain one.
    expect((await logIn(visitor, fullWidth(username), PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await logIn(visitor, username, 'wrong-password')).status).toBe(401);
    }
    for (const variant of [fullWidth(username), username.replace('i', 'İ'), username.toUpperCase()]) {
      expectLimited(await logIn(visitor, variant, PASSWORD), 2);
    }
  });

  it("does not let a stranger's failures lock the owner out from another IP, only slow it down", async () => {
    const username = await registeredUser();
    // The stranger fails from one IP until refused, then from others, past the account's ceiling.
    const stranger = await env.newVisitor();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await logIn(stranger, username, 'guess')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await logIn(await env.newVisitor(), username, 'guess')).status).toBe(401);
    }
    const owner = await env.newVisitor();
    const started = Date.now();
    const res = await logIn(owner, username, PASSWORD);
    expect(res.status).toBe(200);
    // Past the ceiling of 5 failures every attempt waits LOGIN_ACCOUNT_DELAY_MS (400 ms here).
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('counts attempts on an unknown username like any other account', async () => {
    const username = uniqueName('ghost');
    const visitor = await env.newVisitor();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await logIn(visitor, username, PASSWORD)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('forgets the attempts of the account and IP after a successful login', async () => {
    const username = await registeredUser();
    const visitor = await env.newVisitor();
    const attempt = async (password: string) => (await logIn(visitor, username, password)).status;
    expect([await attempt('wrong-password'), await attempt('wrong-password')]).toEqual([401, 401]);
    expect(await attempt(PASSWORD)).toBe(200);
    expect([await attempt('wrong-password'), await attempt('wrong-password')]).toEqual([401, 401]);
  });

  it('refuses the 31st attempt from one IP (by its /64), whatever the accounts', async () => {
    const network = uniqueIp().split(':').slice(0, 4).join(':');
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const visitor = visitorOf(await env.newVisitor(), `${network}::${attempt + 1}`);
      const res = await logIn(visitor, uniqueName('spray'), PASSWORD);
      statuses.push(res.status);
      if (res.status === 429) expectLimited(res, 5);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(401), 429]);
  });
});

describe('registration rate limits', () => {
  const register = (visitor: Visitor) => {
    const username = uniqueName();
    return asGateway(env.app, visitor.identity()).post('/api/register', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    });
  };

  it('refuses the third registration from one session', async () => {
    const visitor = await env.newVisitor();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await register(visitor);
      statuses.push(res.status);
      if (res.status === 429) expectLimited(res, 1);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('refuses the 21st registration from one IP, whatever the sessions', async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await register(visitorOf(await env.newVisitor(), ip))).status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(201), 429]);
  });
});

describe('feedback rate limits', () => {
  const send = (visitor: Visitor) =>
    asGateway(env.app, visitor.identity()).post('/api/feedback', { message: 'Lovely maps' });

  it('refuses the third message from one session', async () => {
    const visitor = await env.newVisitor();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await send(visitor);
      statuses.push(res.status);
      if (res.status === 429) expectLimited(res, 10);
    }
    expect(statuses).toEqual([204, 204, 429]);
  });

  it('refuses the 21st message from one IP, whatever the sessions', async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await send(visitorOf(await env.newVisitor(), ip))).status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(204), 429]);
  });
});
