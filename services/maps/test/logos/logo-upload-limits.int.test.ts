import { messages } from '@groupmap/contracts';
import { IDENTITY_HEADER } from '@groupmap/svc-kit';
import { mintTestIdentity } from '@groupmap/svc-kit/testing';
import type { AddressInfo } from 'node:net';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import request from 'supertest';
import { sanitizeLogo } from '../../src/logos/sanitize-logo';
import { newUserId, uniqueIp } from '../support/maps-test-env';
import { startLogoTestEnv, type LogoTestEnv } from './logo-test-env';
import { makeImage } from './test-images';

// Logo uploads cost a decode: only plans with custom branding may upload, each user and IP only so
// often, and only a few images are decoded at once.

const identityOf = (userId: number, ip = uniqueIp()) =>
  mintTestIdentity({ userId, username: `user${userId}`, ip });

async function upload(env: LogoTestEnv, identity: string) {
  return request(env.app)
    .post('/api/upload/logo')
    .set(IDENTITY_HEADER, identity)
    .attach('logo', await makeImage('png'), { filename: 'logo.png', contentType: 'image/png' });
}

describe('a user whose plan has no custom branding', () => {
  let env: LogoTestEnv;

  beforeAll(async () => {
    env = await startLogoTestEnv();
  });

  afterAll(async () => {
    await env.close();
  });

  it('is refused with 403 and the upgrade text, and nothing is stored', async () => {
    const objects = await env.countObjects();
    const res = await upload(env, identityOf(newUserId()));
    expect(res.status).toBe(403);
    expect(res.headers['x-error-code']).toBe('plan_feature_unavailable');
    expect(res.text).toBe('Upgrade to Pro to use custom branding');
    expect(res.text).toBe(messages.upgradeForBranding);
    expect(await env.countObjects()).toBe(objects);
  });

  it('is refused before the body is read: the answer comes while the upload has not arrived', async () => {
    const server = env.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/upload/logo',
          headers: {
            [IDENTITY_HEADER]: identityOf(newUserId()),
            'content-type': 'multipart/form-data; boundary=never-ending',
            'content-length': String(4 * 1024 * 1024),
          },
        });
        req.on('response', (res: IncomingMessage) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        // The first bytes only: the rest of the declared 4 MB never comes.
        req.write('--never-ending\r\n');
      });
      expect(response).toEqual({ status: 403, body: messages.upgradeForBranding });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('may upload once billing moves them to pro or business', async () => {
    const pro = newUserId();
    const business = newUserId();
    await env.putOnPlan(pro, 'pro');
    await env.putOnPlan(business, 'business');
    expect((await upload(env, identityOf(pro))).status).toBe(201);
    expect((await upload(env, identityOf(business))).status).toBe(201);
  });
});

describe('logo upload rate limits', () => {
  let env: LogoTestEnv;

  beforeAll(async () => {
    env = await startLogoTestEnv({ LOGO_UPLOAD_USER_RATE_LIMIT: '2', LOGO_UPLOAD_IP_RATE_LIMIT: '3' });
  });

  afterAll(async () => {
    await env.close();
  });

  const proUser = async () => {
    const userId = newUserId();
    await env.putOnPlan(userId, 'pro');
    return userId;
  };

  it('refuses a user past their uploads with 429 and the "Too many attempts" text', async () => {
    const user = await proUser();
    expect((await upload(env, identityOf(user))).status).toBe(201);
    expect((await upload(env, identityOf(user))).status).toBe(201);
    const refused = await upload(env, identityOf(user));
    expect(refused.status).toBe(429);
    expect(refused.text).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
  });

  it('refuses one IP past its uploads across users, keyed by the /64 of an IPv6 address', async () => {
    const [first, second, third] = [await proUser(), await proUser(), await proUser()];
    const network = uniqueIp().split(':').slice(0, 4).join(':');
    expect((await upload(env, identityOf(first, `${network}::1`))).status).toBe(201);
    expect((await upload(env, identityOf(first, `${network}::2`))).status).toBe(201);
    expect((await upload(env, identityOf(second, `${network}:ffff::3`))).status).toBe(201);
    const refused = await upload(env, identityOf(second, `${network}::4`));
    expect(refused.status).toBe(429);
    expect((await upload(env, identityOf(third))).status).toBe(201);
  });
});

describe('logo decoding', () => {
  const CONCURRENCY = 2;
  let env: LogoTestEnv;
  let decoding = 0;
  let mostAtOnce = 0;
  // The first decodes wait until the queue lets CONCURRENCY of them run at once, so they overlap
  // however far apart a busy machine spreads the uploads.
  let allowedAtOnce!: () => void;
  const reachedConcurrency = new Promise<void>((resolve) => (allowedAtOnce = resolve));

  beforeAll(async () => {
    env = await startLogoTestEnv(
      { LOGO_DECODE_CONCURRENCY: String(CONCURRENCY) },
      {
        // The real decode, held a little so parallel uploads would overlap without the queue.
        sanitize: async (bytes) => {
          decoding += 1;
          mostAtOnce = Math.max(mostAtOnce, decoding);
          if (decoding >= CONCURRENCY) allowedAtOnce();
          try {
            await reachedConcurrency;
            await new Promise((resolve) => setTimeout(resolve, 100));
            return await sanitizeLogo(bytes);
          } finally {
            decoding -= 1;
          }
        },
      },
    );
  });

  afterAll(async () => {
    await env.close();
  });

  it('decodes at most LOGO_DECODE_CONCURRENCY images at once; the others wait and succeed', async () => {
    const user = newUserId();
    await env.putOnPlan(user, 'pro');
    const uploads = await Promise.all(Array.from({ length: 5 }, () => upload(env, identityOf(user))));
    expect(uploads.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(mostAtOnce).toBe(CONCURRENCY);
  });
});
