import { randomUUID } from 'node:crypto';
import { CSRF_COOKIE, eventSubject, messages, SESSION_COOKIE, type EventOf } from '@groupmap/contracts';
import { ensureStream, IDENTITY_HEADER, verifyIdentityToken, type Identity } from '@groupmap/svc-kit';
import { mintTestIdentity, testIdentityKeys } from '@groupmap/svc-kit/testing';
import request from 'supertest';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import type { FakeAuth } from './support/fake-auth';
import type { Echo } from './support/fake-upstream';
import { startGateway, type RunningGateway } from './support/start-gateway';
import { cookiesSetBy, cookieValueSetBy, visit } from './support/visitor';

const ALICE = { userId: 7, username: 'alice' };
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

let platform: EchoPlatform;
let gateway: RunningGateway;
let auth: FakeAuth;

beforeAll(async () => {
  platform = await startEchoPlatform();
  // The longest cache allowed, so that only a drop (never the TTL) can explain a second question.
  gateway = await startGateway({ ...platform.env, SESSION_CACHE_TTL_MS: '10000' });
  auth = gateway.auth!;
});

afterAll(async () => {
  await gateway.close();
  await platform.close();
});

beforeEach(() => platform.reset());

function identityIn(response: { body: unknown }): Identity | null {
  const echo = response.body as Echo;
  return verifyIdentityToken(testIdentityKeys.publicKey, echo.headers[IDENTITY_HEADER] as string | undefined);
}

/** GET `path` with the session cookie `secret` (if any) and what else is given. */
function get(path: string, secret?: string, headers: Record<string, string> = {}) {
  const call = request(gateway.url).get(path).set(headers);
  return secret ? call.set('Cookie', `${SESSION_COOKIE}=${secret}`) : call;
}

/** Publishes `auth.session.revoked.v1` as auth's outbox relay does, on the gateway's prefix. */
async function publishRevoked(sessionId: string, reason: 'login' | 'logout' | 'revoked'): Promise<void> {
  await ensureStream(gateway.nc, { prefix: gateway.prefix, service: 'auth' });
  const event: EventOf<'auth.session.revoked.v1'> = {
    id: randomUUID(),
    type: 'auth.session.revoked.v1',
    occurredAt: new Date().toISOString(),
    aggregateId: sessionId,
    sequence: 1,
    payload: { sessionId, userId: ALICE.userId, reason },
  };
  await gateway.nc
    .jetstream()
    .publish(eventSubject(gateway.prefix, event.type), JSON.stringify(event), { msgID: event.id });
}

/** Repeats `attempt` until it returns true; fails after `timeoutMs`. */
async function eventually(attempt: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a visitor without a session', () => {
  it('gets session_id and csrf_token cookies, and the upstream sees the new session without a user', async () => {
    const created = auth.calls.create;
    const response = await get('/api/session').expect(200);
    const cookies = cookiesSetBy(response);
    expect(cookies.get(SESSION_COOKIE)).toMatch(
      /^session_id=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookies.get(CSRF_COOKIE)).toMatch(
      /^csrf_token=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    expect(auth.calls.create).toBe(created + 1);
    const identity = identityIn(response);
    expect(identity).toMatchObject({ userId: null, username: null, sessionId: expect.any(String) });

    // The cookie now names that session; nothing is set again.
    const again = await request(gateway.url)
      .get('/api/user')
      .set(
        'Cookie',
        `${SESSION_COOKIE}=${cookieValueSetBy(response, SESSION_COOKIE)}; ${CSRF_COOKIE}=${cookieValueSetBy(response, CSRF_COOKIE)}`,
      )
      .expect(200);
    expect(identityIn(again)?.sessionId).toBe(identity?.sessionId);
    expect(cookiesSetBy(again).size).toBe(0);
    expect(auth.calls.create).toBe(created + 1);
  });

  it('gets a new session for an unknown or revoked cookie, never the old one', async () => {
    const response = await get('/api/user', 'no-such-secret').expect(200);
    const issued = cookieValueSetBy(response, SESSION_COOKIE);
    expect(issued).toBeDefined();
    expect(issued).not.toBe('no-such-secret');
    expect(identityIn(response)).toMatchObject({ userId: null, sessionId: expect.any(String) });
  });

  it('gets the shell with its session cookies on a page load', async () => {
    const response = await get('/dashboard', undefined, { Accept: HTML }).expect(200);
    expect((response.body as Echo).upstream).toBe('shell');
    expect([...cookiesSetBy(response).keys()].sort()).toEqual([CSRF_COOKIE, SESSION_COOKIE]);
    expect(identityIn(response)?.sessionId).toEqual(expect.any(String));
  });

  it('gets no cookie from static assets, remotes or the third-party /embed pages', async () => {
    for (const path of [
      '/static/js/main.js',
      '/mf/map/remoteEntry.js',
      '/embed/test',
      '/embed/test/app.js',
    ]) {
      const response = await get(path, undefined, { Accept: path === '/embed/test' ? HTML : '*/*' }).expect(
        200,
      );
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(identityIn(response)?.sessionId).toBeNull();
    }
  });

  it("keeps an upstream's own Set-Cookie beside the gateway's", async () => {
    platform.upstreams.maps.responseHeaders = { 'set-cookie': 'map_preferences=list; Path=/; SameSite=Lax' };
    const response = await get('/api/maps/test').expect(200);
    expect([...cookiesSetBy(response).keys()].sort()).toEqual([
      CSRF_COOKIE,
      'map_preferences',
      SESSION_COOKIE,
    ]);
  });
});

describe('a visitor with a session', () => {
  it('reaches the upstream as its signed-in user, whatever identity the client claims', async () => {
    const alice = auth.addSession(ALICE);
    const response = await get('/api/user', alice.secret, {
      [IDENTITY_HEADER]: mintTestIdentity({ userId: 1, username: 'admin' }),
    }).expect(200);
    expect(identityIn(response)).toMatchObject({ userId: 7, username: 'alice', sessionId: alice.publicId });
    expect(cookiesSetBy(response).has(SESSION_COOKIE)).toBe(false);
  });

  it('is looked up once within the cache TTL, and again at once after a revoked event', async () => {
    const alice = auth.addSession(ALICE);
    const asked = auth.calls.resolve;
    await get('/api/user', alice.secret).expect(200);
    await get('/api/maps', alice.secret).expect(200);
    await get('/', alice.secret, { Accept: HTML }).expect(200);
    expect(auth.calls.resolve).toBe(asked + 1);

    // Auth signs the session out (say, from another device) and announces it.
    auth.setUser(alice.publicId, null);
    await publishRevoked(alice.publicId, 'logout');
    let identity: Identity | null = null;
    await eventually(async () => {
      identity = identityIn(await get('/api/user', alice.secret).expect(200));
      return auth.calls.resolve > asked + 1;
    });
    expect(identity).toMatchObject({ userId: null, username: null, sessionId: alice.publicId });
  });

  it('is refused under its old secret as soon as an upstream rotates it, keeping its public id and CSRF token', async () => {
    const { publicId, secret: before } = auth.addSession();
    const visitor = await visit(gateway.url, before);
    await get('/api/user', before).expect(200);
    const asked = auth.calls.resolve;

    // Login: auth binds the user, rotates the secret and answers with the new cookie.
    const after = auth.rotate(before, ALICE);
    platform.upstreams.auth.responseHeaders = {
      'set-cookie': `${SESSION_COOKIE}=${after.secret}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`,
    };
    const login = await request(gateway.url).post('/api/login').set(visitor.headers).send({}).expect(200);
    platform.upstreams.auth.responseHeaders = {};
    expect(cookieValueSetBy(login, SESSION_COOKIE)).toBe(after.secret);
    expect(cookiesSetBy(login).has(CSRF_COOKIE)).toBe(false);

    // The old cookie replayed at once (well within the TTL) is asked about again and gets a new session.
    const replay = await get('/api/user', before).expect(200);
    expect(auth.calls.resolve).toBe(asked + 1);
    expect(identityIn(replay)).toMatchObject({ userId: null });
    expect(identityIn(replay)?.sessionId).not.toBe(publicId);
    expect(cookieValueSetBy(replay, SESSION_COOKIE)).not.toBe(before);

    // The new cookie is the user, under the same public id, so the CSRF token still passes.
    const signedIn = await request(gateway.url)
      .post('/api/maps')
      .set({
        ...visitor.headers,
        Cookie: `${SESSION_COOKIE}=${after.secret}; ${CSRF_COOKIE}=${visitor.csrfToken}`,
      })
      .send({})
      .expect(200);
    expect(identityIn(signedIn)).toMatchObject({ userId: 7, username: 'alice', sessionId: publicId });
  });
});

describe('sessions while auth cannot be asked', () => {
  let down: RunningGateway;

  beforeAll(async () => {
    down = await startGateway({ ...platform.env, SESSION_RPC_TIMEOUT_MS: '300' }, { auth: 'none' });
  });

  afterAll(() => down.close());

  it('answers API calls 503 text/plain without reaching the upstream', async () => {
    const response = await request(down.url).get('/api/user').expect(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['x-error-code']).toBe('service_unavailable');
    expect(response.text).toBe(messages.serviceUnavailable);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(platform.upstreams.auth.received).toEqual([]);
  });

  it('still serves pages, without a session', async () => {
    const response = await request(down.url).get('/').set('Accept', HTML).expect(200);
    expect((response.body as Echo).upstream).toBe('shell');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(identityIn(response)?.sessionId).toBeNull();
  });
});

describe('cookies behind HTTPS', () => {
  it('are marked Secure when the public origin is https', async () => {
    const secure = await startGateway({ ...platform.env, PUBLIC_ORIGIN: 'https://maps.example' });
    try {
      const response = await request(secure.url).get('/api/session').expect(200);
      const cookies = cookiesSetBy(response);
      expect(cookies.get(SESSION_COOKIE)).toMatch(/; Secure;/);
      expect(cookies.get(CSRF_COOKIE)).toMatch(/; Secure;/);
    } finally {
      await secure.close();
    }
  });
});
