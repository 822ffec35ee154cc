import { IDENTITY_HEADER, verifyIdentityToken } from '@groupmap/svc-kit';
import { mintTestIdentity, testIdentityKeys } from '@groupmap/svc-kit/testing';
import request from 'supertest';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import type { Echo } from './support/fake-upstream';
import { identityIn } from './support/identity';
import { startGateway, type RunningGateway } from './support/start-gateway';

let platform: EchoPlatform;
let direct: RunningGateway;
let behindTwoProxies: RunningGateway;

beforeAll(async () => {
  platform = await startEchoPlatform();
  direct = await startGateway(platform.env);
  behindTwoProxies = await startGateway({ ...platform.env, TRUSTED_PROXY_HOPS: '2' });
});

afterAll(async () => {
  await Promise.all([direct.close(), behindTwoProxies.close()]);
  await platform.close();
});

describe('identity forwarding', () => {
  it('never lets client-sent identity, x-groupmap-* or forwarding headers reach an upstream', async () => {
    const forged = mintTestIdentity({ userId: 1, username: 'admin' });
    const response = await request(direct.url)
      .get('/api/user')
      .set(IDENTITY_HEADER, forged)
      .set('x-groupmap-user', 'admin')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Forwarded', 'for=203.0.113.7')
      .set('X-Real-IP', '203.0.113.7')
      .set('Cookie', 'session_id=a-secret; csrf_token=t')
      .set('Authorization', 'Bearer a-token')
      .expect(200);
    const echo = response.body as Echo;
    expect(echo.headers[IDENTITY_HEADER]).not.toBe(forged);
    expect(Object.keys(echo.headers).filter((name) => name.startsWith('x-groupmap-'))).toEqual([
      IDENTITY_HEADER,
    ]);
    expect(echo.headers).not.toHaveProperty('x-forwarded-for');
    expect(echo.headers).not.toHaveProperty('forwarded');
    expect(echo.headers).not.toHaveProperty('x-real-ip');
    expect(echo.headers).not.toHaveProperty('cookie');
    expect(echo.headers).not.toHaveProperty('authorization');
  });

  it('sends a cookieless read a signed identity without a session, carrying the socket IP and the request id', async () => {
    const response = await request(direct.url)
      .get('/api/maps')
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(200);
    expect(identityIn(response.body as Echo)).toEqual({
      userId: null,
      username: null,
      sessionId: null,
      ip: '127.0.0.1',
      requestId: response.headers['x-request-id'],
    });
  });

  it('signs each token for the one service it goes to, which no other service accepts', async () => {
    const response = await request(direct.url).get('/api/maps').expect(200);
    const token = (response.body as Echo).headers[IDENTITY_HEADER] as string;
    expect(verifyIdentityToken(testIdentityKeys.publicKey, token, 'maps')).not.toBeNull();
    for (const other of ['auth', 'realtime', 'billing'] as const) {
      expect(verifyIdentityToken(testIdentityKeys.publicKey, token, other)).toBeNull();
    }
  });

  it('takes the client IP from X-Forwarded-For counting the trusted hops from the right', async () => {
    const response = await request(behindTwoProxies.url)
      .get('/api/maps')
      .set('X-Forwarded-For', '198.51.100.66, 203.0.113.7, 10.1.0.3')
      .expect(200);
    expect(identityIn(response.body as Echo)?.ip).toBe('203.0.113.7');
  });

  it('sends static servers no identity token and no cookies', async () => {
    for (const path of ['/mf/map/remoteEntry.js', '/embed/test', '/static/js/main.js']) {
      const response = await request(direct.url).get(path).set('Cookie', 'session_id=a-secret').expect(200);
      const echo = response.body as Echo;
      expect(echo.headers).not.toHaveProperty(IDENTITY_HEADER);
      expect(echo.headers).not.toHaveProperty('cookie');
    }
  });
});
