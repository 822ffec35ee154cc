import { messages } from '@groupmap/contracts';
import { asUser, startBillingEnv, subscriptionOf, type BillingEnv } from './support/billing-env';

let env: BillingEnv;

beforeAll(async () => {
  env = await startBillingEnv();
  await env.knex('discount_codes').insert({
    code: 'WINTER50',
    percent_off: 50,
    expires_at: new Date(Date.now() - 60_000),
  });
});

afterAll(async () => {
  await env.close();
});

const subscribe = (user: ReturnType<BillingEnv['newUser']> | undefined, path: string) =>
  asUser(env.app, user).post(`/api/subscribe/${path}`);

function expectRefusal(
  res: { status: number; text: string; headers: Record<string, string> },
  status: number,
  code: string,
  text: string,
) {
  expect({ status: res.status, code: res.headers['x-error-code'], text: res.text }).toEqual({
    status,
    code,
    text,
  });
}

describe('POST /api/subscribe/:plan', () => {
  it('asks a signed-out visitor to log in', async () => {
    expectRefusal(
      await subscribe(undefined, 'pro?interval=year'),
      401,
      'unauthorized',
      messages.loginToManageSubscription,
    );
  });

  it('accepts only the yearly interval', async () => {
    const user = env.newUser();
    expectRefusal(await subscribe(user, 'pro?interval=month'), 400, 'validation_failed', messages.yearlyOnly);
    expectRefusal(await subscribe(user, 'pro'), 400, 'validation_failed', messages.yearlyOnly);
  });

  it('refuses a plan that does not exist', async () => {
    expectRefusal(
      await subscribe(env.newUser(), 'gold?interval=year'),
      400,
      'validation_failed',
      messages.unknownPlan,
    );
  });

  it('refuses a user whose profile e-mail has no "@"', async () => {
    const user = env.newUser({ email: 'no-at-sign.example.com' });
    expectRefusal(
      await subscribe(user, 'pro?interval=year'),
      400,
      'email_required',
      messages.emailRequiredForSubscription,
    );
  });

  it('refuses an unknown discount code and an expired one, each with its own text', async () => {
    const user = env.newUser();
    expectRefusal(
      await subscribe(user, 'pro?interval=year&discountCode=NOPE'),
      400,
      'invalid_discount_code',
      messages.invalidDiscountCode,
    );
    expectRefusal(
      await subscribe(user, 'pro?interval=year&discountCode=WINTER50'),
      400,
      'invalid_discount_code',
      messages.discountCodeExpired,
    );
  });

  it('refuses the plan the user is already on', async () => {
    expectRefusal(
      await subscribe(env.newUser(), 'free?interval=year'),
      409,
      'already_on_plan',
      messages.alreadyOnPlan,
    );
  });

  it('answers an upgrade with a TEST MODE checkout at the plan table price, changing no plan yet', async () => {
    const user = env.newUser();
    const res = await subscribe(user, 'business?interval=year');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/subscription\/checkout\/[0-9a-f-]{36}$/);
    const checkout = await asUser(env.app, user).get(
      `/api/billing/test-checkout/${res.body.url.split('/').pop()}`,
    );
    expect(checkout.body).toMatchObject({
      plan: 'business',
      planName: 'Business',
      amountGbp: 100,
      discountCode: null,
      percentOff: null,
      totalGbp: 100,
      status: 'pending',
      testMode: true,
    });
    expect(await subscriptionOf(env.knex, user.id)).toBeUndefined();
  });

  it('applies the demo discount code TEST MODE creates at start-up, typed in any letter case, with surrounding spaces', async () => {
    const user = env.newUser();
    const res = await subscribe(user, 'pro?interval=year&discountCode=%20groupmap20%20');
    expect(res.status).toBe(200);
    const checkout = await asUser(env.app, user).get(
      `/api/billing/test-checkout/${res.body.url.split('/').pop()}`,
    );
    expect(checkout.body).toMatchObject({
      plan: 'pro',
      amountGbp: 45,
      discountCode: 'GROUPMAP20',
      percentOff: 20,
      totalGbp: 36,
    });
  });
});

describe('GET /api/billing/test-checkout/:id', () => {
  it('shows a checkout to its owner only: anyone else gets 404, a visitor 401', async () => {
    const owner = env.newUser();
    const { body } = await subscribe(owner, 'pro?interval=year');
    const path = `/api/billing/test-checkout/${body.url.split('/').pop()}`;
    expect((await asUser(env.app, owner).get(path)).status).toBe(200);
    const other = await asUser(env.app, env.newUser()).get(path);
    expect({ status: other.status, text: other.text }).toEqual({ status: 404, text: messages.notFound });
    expect((await asUser(env.app).get(path)).status).toBe(401);
    expect((await asUser(env.app, owner).get('/api/billing/test-checkout/not-a-uuid')).status).toBe(404);
  });
});
