import { randomUUID } from 'node:crypto';
import { CSRF_COOKIE, eventSubject, messages, SESSION_COOKIE, type EventOf } from '@groupmap/contracts';
import {
  ensureStream,
  IDENTITY_HEADER,
  SESSION_PUBLIC_ID_HEADER,
  SESSION_SECRET_HEADER,
  type Identity,
} from '@groupmap/svc-kit';
import { mintTestIdentity } from '@groupmap/svc-kit/testing';
import request from 'supertest';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import type { FakeAuth } from './support/fake-auth';
import type { Echo } from './support/fake-upstream';
import { identityIn as identityOf } from './support/identity';
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
  return identityOf(response.body as Echo);
}

/** GET `path` with the session cookie `secret` (if any) and what else is given. */
function get(path: string, secret?: string, headers: Record<string, string> = {}) {
  const call = request(gateway.url).get(path).set(headers);
  return secret ? call.set('Cookie', `${SESSION_COOKIE}=${secret}`) : call;
}

/** Publishes an auth session event as auth's outbox relay does, on the gateway's prefix. */
async function publishSessionEvent(
  event:
    | Pick<EventOf<'auth.session.bound.v1'>, 'type' | 'payload'>
    | Pick<EventOf<'auth.session.ended.v1'>, 'type' | 'payload'>,
): Promise<void> {
  await ensureStream(gateway.nc, { prefix: gateway.prefix, service: 'auth' });
  const envelope = {
    ...event,
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    aggregateId: event.payload.sessionId,
    sequence: 1,
  };
  await gateway.nc
    .jetstream()
    .publish(eventSubject(gateway.prefix, envelope.type), JSON.stringify(envelope), { msgID: envelope.id });
}

/**
 * Repeats `attempt` until it returns true; fails after `timeoutMs`, which leaves an event's way over
 * NATS room on a busy machine (the kit's waitFor allows as long).
 */
async function eventually(attempt: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A Cookie header with both of a visitor's cookies. */
function cookieHeader(response: { headers: Record<string, unknown> }): string {
  return `${SESSION_COOKIE}=${cookieValueSetBy(response, SESSION_COOKIE)}; ${CSRF_COOKIE}=${cookieValueSetBy(response, CSRF_COOKIE)}`;
}

describe('a visitor without a session', () => {
  it('reads the API with no session, no cookie set and no session created', async () => {
    const created = auth.calls.create;
    for (const secret of [undefined, 'no-such-secret']) {
      const response = await get('/api/user', secret).expect(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(identityIn(response)).toMatchObject({ userId: null, username: null, sessionId: null });
    }
    expect(auth.calls.create).toBe(created);
  });

  it('gets session_id and csrf_token cookies from GET /api/session, created for its IP', async () => {
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
    expect(auth.createdFor.at(-1)).toBe('127.0.0.1');
    const identity = identityIn(response);
    expect(identity).toMatchObject({ userId: null, username: null, sessionId: expect.any(String) });

    // The cookie now names that session; nothing is set again.
    const again = await request(gateway.url)
      .get('/api/user')
      .set('Cookie', cookieHeader(response))
      .expect(200);
    expect(identityIn(again)?.sessionId).toBe(identity?.sessionId);
    expect(cookiesSetBy(again).size).toBe(0);
    expect(auth.calls.create).toBe(created + 1);
  });

  it('gets a new session for an unknown or ended cookie on a page load, never the old one', async () => {
    const response = await get('/dashboard', 'no-such-secret', { Accept: HTML }).expect(200);
    expect((response.body as Echo).upstream).toBe('shell');
    expect([...cookiesSetBy(response).keys()].sort()).toEqual([CSRF_COOKIE, SESSION_COOKIE]);
    expect(cookieValueSetBy(response, SESSION_COOKIE)).not.toBe('no-such-secret');
    // The session is the API's business: the shell's static server gets no identity and no cookie.
    expect((response.body as Echo).headers).not.toHaveProperty(IDENTITY_HEADER);
    expect((response.body as Echo).headers).not.toHaveProperty('cookie');
  });

  it('gets no cookie from static assets, remotes or the third-party /embed pages', async () => {
    const created = auth.calls.create;
    for (const path of [
      '/static/js/main.js',
      '/mf/map/remoteEntry.js',
      '/embed/test',
      '/embed/test/app.js',
    ]) {
      const accept = path === '/embed/test' ? HTML : '*/*';
      const response = await get(path, undefined, { Accept: accept }).expect(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(auth.calls.create).toBe(created);
  });

  it('is refused a new session while its IP made too many, and the page is still served', async () => {
    auth.refuseCreation = true;
    try {
      const refused = await get('/api/session').expect(429);
      expect(refused.headers['x-error-code']).toBe('rate_limited');
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.text).toBe('Too many attempts. Try again in 1 minute.');
      expect(refused.headers['set-cookie']).toBeUndefined();
      const page = await get('/', undefined, { Accept: HTML }).expect(200);
      expect((page.body as Echo).upstream).toBe('shell');
      expect(page.headers['set-cookie']).toBeUndefined();
    } finally {
      auth.refuseCreation = false;
    }
  });
});

describe('cookies only the gateway sets', () => {
  it("keeps an upstream's own cookies and drops its session_id and csrf_token", async () => {
    const visitor = await visit(gateway.url);
    platform.upstreams.maps.responseHeaders = {
      'set-cookie': [
        'map_preferences=list; Path=/; SameSite=Lax',
        `${SESSION_COOKIE}=planted; Path=/`,
        `${CSRF_COOKIE}=planted; Path=/`,
      ] as unknown as string,
    };
    const response = await request(gateway.url).get('/api/maps/test').set('Cookie', visitor.headers.Cookie);
    expect([...cookiesSetBy(response).keys()]).toEqual(['map_preferences']);
  });

  it('turns the session auth hands over into both cookies, and hides the hand-over headers', async () => {
    const visitor = await visit(gateway.url);
    const next = auth.addSession();
    platform.upstreams.auth.responseHeaders = {
      [SESSION_SECRET_HEADER]: next.secret,
      [SESSION_PUBLIC_ID_HEADER]: next.publicId,
    };
    const logout = await request(gateway.url).post('/api/logout').set(visitor.headers).send({}).expect(200);
    expect(logout.headers).not.toHaveProperty(SESSION_SECRET_HEADER);
    expect(logout.headers).not.toHaveProperty(SESSION_PUBLIC_ID_HEADER);
    const cookies = cookiesSetBy(logout);
    expect(cookies.get(SESSION_COOKIE)).toBe(
      `${SESSION_COOKIE}=${next.secret}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`,
    );
    // The CSRF token follows the public id: the next write under the new session passes with it.
    const csrfToken = cookieValueSetBy(logout, CSRF_COOKIE)!;
    expect(csrfToken).not.toBe(visitor.csrfToken);
    platform.upstreams.auth.responseHeaders = {};
    const write = await request(gateway.url)
      .post('/api/maps')
      .set({ Cookie: cookieHeader(logout), 'x-csrf-token': csrfToken })
      .send({})
      .expect(200);
    expect(identityIn(write)?.sessionId).toBe(next.publicId);
  });

  it('ignores and hides the hand-over headers from any upstream but auth', async () => {
    const visitor = await visit(gateway.url);
    const planted = auth.addSession(ALICE);
    platform.upstreams.maps.responseHeaders = {
      [SESSION_SECRET_HEADER]: planted.secret,
      [SESSION_PUBLIC_ID_HEADER]: planted.publicId,
    };
    const response = await request(gateway.url).post('/api/maps').set(visitor.headers).send({}).expect(200);
    expect(response.headers).not.toHaveProperty(SESSION_SECRET_HEADER);
    expect(cookiesSetBy(response).has(SESSION_COOKIE)).toBe(false);
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

  it.each([
    ['a user signed in on it', 'auth.session.bound.v1'],
    ['it ended', 'auth.session.ended.v1'],
  ] as const)(
    'is looked up once within the cache TTL, and again at once after auth says %s',
    async (_, type) => {
      const alice = auth.addSession(ALICE);
      const asked = auth.calls.resolve;
      await get('/api/user', alice.secret).expect(200);
      await get('/api/maps', alice.secret).expect(200);
      await get('/', alice.secret, { Accept: HTML }).expect(200);
      expect(auth.calls.resolve).toBe(asked + 1);

      auth.setUser(alice.publicId, null);
      await publishSessionEvent(
        type === 'auth.session.bound.v1'
          ? { type, payload: { sessionId: alice.publicId, userId: ALICE.userId } }
          : { type, payload: { sessionId: alice.publicId, userId: ALICE.userId, reason: 'logout' } },
      );
      let identity: Identity | null = null;
      await eventually(async () => {
        identity = identityIn(await get('/api/user', alice.secret).expect(200));
        return auth.calls.resolve > asked + 1;
      });
      expect(identity).toMatchObject({ userId: null, username: null, sessionId: alice.publicId });
    },
  );

  it('is refused under its old secret as soon as auth rotates it, keeping its public id and CSRF token', async () => {
    const { publicId, secret: before } = auth.addSession();
    const visitor = await visit(gateway.url, before);
    await get('/api/user', before).expect(200);
    const asked = auth.calls.resolve;

    // Login: auth binds the user, rotates the secret and hands the new one over.
    const after = auth.rotate(before, ALICE);
    platform.upstreams.auth.responseHeaders = {
      [SESSION_SECRET_HEADER]: after.secret,
      [SESSION_PUBLIC_ID_HEADER]: publicId,
    };
    const login = await request(gateway.url).post('/api/login').set(visitor.headers).send({}).expect(200);
    platform.upstreams.auth.responseHeaders = {};
    expect(cookieValueSetBy(login, SESSION_COOKIE)).toBe(after.secret);
    expect(cookieValueSetBy(login, CSRF_COOKIE)).toBe(visitor.csrfToken);

    // The old cookie replayed at once (well within the TTL) is asked about again: no session now.
    const replay = await get('/api/user', before).expect(200);
    expect(auth.calls.resolve).toBe(asked + 1);
    expect(identityIn(replay)).toMatchObject({ userId: null, sessionId: null });

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
    const response = await request(down.url).get('/api/user').set('Cookie', 'session_id=x').expect(503);
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
