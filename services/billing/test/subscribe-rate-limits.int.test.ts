import { messages } from '@groupmap/contracts';
import { randomBytes } from 'node:crypto';
import { asUser, startBillingEnv, type BillingEnv, type TestUser } from './support/billing-env';

// Subscribe calls are limited per user and per client IP (decisions.md, Subscriptions), so discount
// codes cannot be guessed at speed. Small limits here; the IP's is ten times the user's, as
// architecture.md asks of every per-IP limit.
const USER_LIMIT = 2;
const IP_LIMIT = 20;
const WINDOW_SECONDS = 900;

let env: BillingEnv;

beforeAll(async () => {
  env = await startBillingEnv({
    rateLimits: {
      SUBSCRIBE_USER_RATE_LIMIT: USER_LIMIT,
      SUBSCRIBE_IP_RATE_LIMIT: IP_LIMIT,
      SUBSCRIBE_RATE_WINDOW_SECONDS: WINDOW_SECONDS,
    },
  });
});

afterAll(async () => {
  await env.close();
});

/** A /64 network of the IPv6 documentation range no other test (or run) uses, and an address in it. */
function freshNetwork() {
  const prefix = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  let host = 0;
  return () => `${prefix}:${(host += 1).toString(16)}:0:0:1`;
}

const guess = (user: TestUser, ip: string, code: string) =>
  asUser(env.app, user, { ip }).post(`/api/subscribe/pro?interval=year&discountCode=${code}`);

function expectTooManyAttempts(res: { status: number; text: string; headers: Record<string, string> }) {
  expect({
    status: res.status,
    code: res.headers['x-error-code'],
    text: res.text,
    retryAfter: Number(res.headers['retry-after']),
  }).toEqual({
    status: 429,
    code: 'rate_limited',
    text: 'Too many attempts. Try again in 15 minutes.',
    retryAfter: expect.any(Number),
  });
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe('POST /api/subscribe/:plan rate limits', () => {
  it("refuses a user's calls beyond their limit with 429, a right discount code included", async () => {
    const user = env.newUser();
    const address = freshNetwork();
    for (const code of ['GUESS1', 'GUESS2']) {
      const res = await guess(user, address(), code);
      expect({ status: res.status, text: res.text }).toEqual({
        status: 400,
        text: messages.invalidDiscountCode,
      });
    }
    expectTooManyAttempts(await guess(user, freshNetwork()(), 'GROUPMAP20'));
    // Another user is not held by this one's limit.
    expect((await guess(env.newUser(), freshNetwork()(), 'GROUPMAP20')).status).toBe(200);
  });

  it('counts every user behind one client IP together, an IPv6 client by its /64', async () => {
    const address = freshNetwork();
    for (let call = 0; call < IP_LIMIT; call += 1)
      expect((await guess(env.newUser(), address(), `GUESS${call}`)).status).toBe(400);

    expectTooManyAttempts(await guess(env.newUser(), address(), 'GROUPMAP20'));
    // The same users from another network are still served.
    expect((await guess(env.newUser(), freshNetwork()(), 'GROUPMAP20')).status).toBe(200);
  });

  it('asks a signed-out visitor to log in without counting the call', async () => {
    const ip = freshNetwork()();
    for (let call = 0; call <= IP_LIMIT; call += 1) {
      const res = await asUser(env.app, undefined, { ip }).post('/api/subscribe/pro?interval=year');
      expect(res.status).toBe(401);
    }
    expect((await guess(env.newUser(), ip, 'GROUPMAP20')).status).toBe(200);
  });
});
