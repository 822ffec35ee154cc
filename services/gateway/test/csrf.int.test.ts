import { CSRF_COOKIE, CSRF_HEADER, messages, SESSION_COOKIE } from '@groupmap/contracts';
import request from 'supertest';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import type { Echo } from './support/fake-upstream';
import { identityIn } from './support/identity';
import { startGateway, type RunningGateway } from './support/start-gateway';
import { cookiesSetBy, cookieValueSetBy, visit, type Visitor } from './support/visitor';

const PUBLIC_ORIGIN = 'http://localhost:8080';

let platform: EchoPlatform;
let gateway: RunningGateway;
let visitor: Visitor;

beforeAll(async () => {
  platform = await startEchoPlatform();
  gateway = await startGateway({ ...platform.env, PUBLIC_ORIGIN });
  visitor = await visit(gateway.url);
});

afterAll(async () => {
  await gateway.close();
  await platform.close();
});

beforeEach(() => platform.reset());

/** Expects the CSRF refusal and that no upstream saw the request. */
function expectRejected(response: request.Response): void {
  expect(response.status).toBe(403);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.headers['x-error-code']).toBe('csrf_rejected');
  expect(response.text).toBe(messages.csrfRejected);
  expect(Object.values(platform.upstreams).flatMap((upstream) => upstream.received)).toEqual([]);
}

describe('CSRF protection of state-changing API calls', () => {
  it('refuses a POST without the x-csrf-token header, before any upstream sees it', async () => {
    const response = await request(gateway.url)
      .post('/api/maps')
      .set('Cookie', visitor.headers.Cookie)
      .send({ name: 'Trip' });
    expectRejected(response);
  });

  it.each(['put', 'patch', 'delete'] as const)('refuses %s without the header too', async (method) => {
    expectRejected(await request(gateway.url)[method]('/api/maps/1').set('Cookie', visitor.headers.Cookie));
  });

  it('refuses a matching token sent with a foreign Origin', async () => {
    const response = await request(gateway.url)
      .post('/api/maps')
      .set(visitor.headers)
      .set('Origin', 'https://evil.example')
      .send({});
    expectRejected(response);
  });

  it('passes a matching cookie and header, with our Origin or none', async () => {
    const withOrigin = await request(gateway.url)
      .post('/api/maps')
      .set(visitor.headers)
      .set('Origin', PUBLIC_ORIGIN)
      .send({ name: 'Trip' })
      .expect(200);
    expect(withOrigin.body).toMatchObject({ upstream: 'maps', method: 'POST' });
    await request(gateway.url).delete('/api/maps/1').set(visitor.headers).expect(200);
  });

  it("refuses another session's token, even with cookie and header agreeing", async () => {
    const other = await visit(gateway.url);
    platform.reset();
    const response = await request(gateway.url)
      .post('/api/maps')
      .set({
        Cookie: `${SESSION_COOKIE}=${visitor.sessionSecret}; ${CSRF_COOKIE}=${other.csrfToken}`,
        [CSRF_HEADER]: other.csrfToken,
      })
      .send({});
    expectRejected(response);
    // The visitor is handed its own session's token again.
    expect(cookieValueSetBy(response, CSRF_COOKIE)).toBe(visitor.csrfToken);
  });

  it('refuses a header that differs from the cookie', async () => {
    const other = await visit(gateway.url);
    platform.reset();
    const response = await request(gateway.url)
      .post('/api/maps')
      .set({ Cookie: visitor.headers.Cookie, [CSRF_HEADER]: other.csrfToken })
      .send({});
    expectRejected(response);
  });

  it('refuses a visitor without a session and creates none: app-kit asks GET /api/session first', async () => {
    const created = gateway.auth!.calls.create;
    for (const cookie of [`${CSRF_COOKIE}=${visitor.csrfToken}`, `${SESSION_COOKIE}=unknown-secret`]) {
      const response = await request(gateway.url)
        .post('/api/feedback')
        .set({ Cookie: cookie, [CSRF_HEADER]: visitor.csrfToken })
        .send({});
      expectRejected(response);
      expect(cookiesSetBy(response).size).toBe(0);
    }
    expect(gateway.auth!.calls.create).toBe(created);
  });

  it('does not check reads', async () => {
    await request(gateway.url).get('/api/maps').set('Cookie', visitor.headers.Cookie).expect(200);
  });

  it("exempts Stripe's webhook: no session, no CSRF proof, no cookies", async () => {
    const created = gateway.auth!.calls.create;
    const response = await request(gateway.url)
      .post('/api/billing/webhook')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send({ type: 'checkout.session.completed' })
      .expect(200);
    const echo = response.body as Echo;
    expect(echo).toMatchObject({ upstream: 'billing', url: '/api/billing/webhook' });
    expect(identityIn(echo)?.sessionId).toBeNull();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(gateway.auth!.calls.create).toBe(created);
  });
});
