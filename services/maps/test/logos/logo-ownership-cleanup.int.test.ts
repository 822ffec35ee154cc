import { mintTestIdentity } from '@groupmap/svc-kit/testing';
import request from 'supertest';
import {
  startLogoCleanupJob,
  UNATTACHED_LOGO_TTL_MS,
  type LogoCleanupJob,
} from '../../src/jobs/logo-cleanup-job';
import { attachLogo, deleteMapLogo, isIssuedLogoUrl } from '../../src/logos';
import { startLogoTestEnv, type LogoTestEnv } from './logo-test-env';
import { makeImage } from './test-images';

const OWNER = 51;
const OTHER = 52;

let env: LogoTestEnv;

beforeAll(async () => {
  env = await startLogoTestEnv();
  await env.putOnPlan(OWNER, 'pro');
  await env.putOnPlan(OTHER, 'business');
});

afterAll(async () => {
  await env.close();
});

async function uploadLogo(userId: number = OWNER): Promise<string> {
  const res = await request(env.app)
    .post('/api/upload/logo')
    .set('x-groupmap-identity', mintTestIdentity({ userId, username: `user${userId}` }))
    .attach('logo', await makeImage('png'), { filename: 'logo.png', contentType: 'image/png' });
  expect(res.status).toBe(201);
  return res.body.logoUrl as string;
}

async function isServed(logoUrl: string): Promise<boolean> {
  const res = await request(env.app).get(logoUrl).set('x-groupmap-identity', mintTestIdentity());
  return res.status === 200;
}

describe('isIssuedLogoUrl', () => {
  it('accepts the uploader’s own logo URL and nothing else', async () => {
    const logoUrl = await uploadLogo();
    expect(await isIssuedLogoUrl(env.knex, logoUrl, OWNER)).toBe(true);
    expect(await isIssuedLogoUrl(env.knex, logoUrl, OTHER)).toBe(false);
    expect(await isIssuedLogoUrl(env.knex, 'javascript:alert(1)', OWNER)).toBe(false);
    expect(await isIssuedLogoUrl(env.knex, 'https://evil.example/logo.png', OWNER)).toBe(false);
    expect(await isIssuedLogoUrl(env.knex, `https://evil.example${logoUrl}`, OWNER)).toBe(false);
    expect(await isIssuedLogoUrl(env.knex, `${logoUrl}?x=1`, OWNER)).toBe(false);
    expect(
      await isIssuedLogoUrl(env.knex, '/api/logos/00000000-0000-4000-8000-000000000000.png', OWNER),
    ).toBe(false);
  });
});

describe('deleteMapLogo', () => {
  it('removes the object and its record', async () => {
    const logoUrl = await uploadLogo();
    await env.knex.transaction((trx) => attachLogo(trx, logoUrl, 7));
    await deleteMapLogo(logoUrl, { knex: env.knex, storage: env.storage });
    expect(await isServed(logoUrl)).toBe(false);
    expect(await isIssuedLogoUrl(env.knex, logoUrl, OWNER)).toBe(false);
  });
});

describe('startLogoCleanupJob', () => {
  let now = new Date();
  let job: LogoCleanupJob;

  beforeAll(() => {
    job = startLogoCleanupJob({
      knex: env.knex,
      storage: env.storage,
      logger: env.logger,
      clock: () => now,
      intervalMs: 60 * 60 * 1000,
    });
  });

  afterAll(async () => {
    await job.stop();
  });

  it('keeps fresh uploads and attached ones, and removes uploads left unattached for a day', async () => {
    const abandoned = await uploadLogo();
    const attached = await uploadLogo();
    await env.knex.transaction(async (trx) => {
      expect(await isIssuedLogoUrl(trx, attached, OWNER)).toBe(true);
      expect(await attachLogo(trx, attached, 8)).toBe(true);
    });

    now = new Date();
    await job.runOnce();
    expect(await isServed(abandoned)).toBe(true);
    expect(await isServed(attached)).toBe(true);

    now = new Date(Date.now() + UNATTACHED_LOGO_TTL_MS + 60_000);
    await job.runOnce();
    expect(await isServed(abandoned)).toBe(false);
    expect(await isIssuedLogoUrl(env.knex, abandoned, OWNER)).toBe(false);
    expect(await isServed(attached)).toBe(true);
    expect(await isIssuedLogoUrl(env.knex, attached, OWNER)).toBe(true);
  });
});
