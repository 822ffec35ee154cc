import { IDENTITY_HEADER, verifyIdentityToken, type Identity } from '@groupmap/svc-kit';
import { mintTestIdentity, testIdentityKeys } from '@groupmap/svc-kit/testing';
import request from 'supertest';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import type { Echo } from './support/fake-upstream';
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

function identityIn(echo: Echo): Identity | null {
  return verifyIdentityToken(testIdentityKeys.publicKey, echo.headers[IDENTITY_HEADER] as string | undefined);
}

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
      .expect(200);
    const echo = response.body as Echo;
    expect(echo.headers[IDENTITY_HEADER]).not.toBe(forged);
    expect(Object.keys(echo.headers).filter((name) => name.startsWith('x-groupmap-'))).toEqual([
      IDENTITY_HEADER,
    ]);
    expect(echo.headers).not.toHaveProperty('x-forwarded-for');
    expect(echo.headers).not.toHaveProperty('forwarded');
    expect(echo.headers).not.toHaveProperty('x-real-ip');
  });

  it('sends a valid signed identity of a new visitor, carrying the socket IP and the request id', async () => {
    const response = await request(direct.url)
      .get('/api/maps')
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(200);
    expect(identityIn(response.body as Echo)).toEqual({
      userId: null,
      username: null,
      sessionId: expect.any(String),
      ip: '127.0.0.1',
      requestId: response.headers['x-request-id'],
    });
  });

  it('takes the client IP from X-Forwarded-For counting the trusted hops from the right', async () => {
    const response = await request(behindTwoProxies.url)
      .get('/api/maps')
      .set('X-Forwarded-For', '198.51.100.66, 203.0.113.7, 10.1.0.3')
      .expect(200);
    expect(identityIn(response.body as Echo)?.ip).toBe('203.0.113.7');
  });

  it('signs a token without a session for static assets too, as for every proxied request', async () => {
    const response = await request(direct.url).get('/mf/map/remoteEntry.js').expect(200);
    expect(identityIn(response.body as Echo)).toMatchObject({ sessionId: null, ip: '127.0.0.1' });
  });
});
