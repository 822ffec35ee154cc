import { LOGO_MAX_BYTES, messages } from '@groupmap/contracts';
import { mintTestIdentity } from '@groupmap/svc-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { startLogoTestEnv, type LogoTestEnv } from './logo-test-env';
import { makeImage, pixelFloodPng } from './test-images';

const OWNER = 41;
const owner = () => mintTestIdentity({ userId: OWNER, username: 'logo-owner' });

let env: LogoTestEnv;

beforeAll(async () => {
  env = await startLogoTestEnv();
  // Custom branding is a pro and business feature (decisions.md).
  await env.putOnPlan(OWNER, 'pro');
});

afterAll(async () => {
  await env.close();
});

function upload(bytes: Buffer, filename: string, contentType: string, identity: string = owner()) {
  return request(env.app)
    .post('/api/upload/logo')
    .set('x-groupmap-identity', identity)
    .attach('logo', bytes, { filename, contentType });
}

/** GETs a logo as a visitor and returns the response with its body as bytes. */
function fetchLogo(logoUrl: string) {
  return request(env.app)
    .get(logoUrl)
    .set('x-groupmap-identity', mintTestIdentity())
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

async function storedState() {
  const rows = await env.knex('logo_uploads').withSchema('maps').count<{ count: string }[]>('* as count');
  return { rows: Number(rows[0]?.count), objects: await env.countObjects() };
}

describe('POST /api/upload/logo and GET /api/logos/:key', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('stores a %s logo and serves it back as an image with safe headers', async (format, mime) => {
    const res = await upload(await makeImage(format), `logo.${format}`, mime);
    expect(res.status).toBe(201);
    expect(res.body.logoUrl).toMatch(/^\/api\/logos\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/);

    const served = await fetchLogo(res.body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata.format).toBe(format === 'jpeg' ? 'jpeg' : format);
    expect([metadata.width, metadata.height]).toEqual([40, 30]);
  });

  it('scales a large image down to fit 1024 pixels', async () => {
    const wide = await sharp({ create: { width: 2048, height: 512, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await upload(wide, 'wide.png', 'image/png');
    expect(res.status).toBe(201);
    const metadata = await sharp((await fetchLogo(res.body.logoUrl)).body as Buffer).metadata();
    expect([metadata.width, metadata.height]).toEqual([1024, 256]);
  });

  it('strips the metadata of an uploaded JPEG', async () => {
    const tagged = await sharp(await makeImage('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
      .jpeg()
      .toBuffer();
    expect(tagged.includes('secret-camera-owner')).toBe(true);
    const res = await upload(tagged, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const served = (await fetchLogo(res.body.logoUrl)).body as Buffer;
    expect(served.includes('secret-camera-owner')).toBe(false);
  });

  it('refuses a file of 5 MB + 1 byte with 413 and stores nothing', async () => {
    const before = await storedState();
    const png = await makeImage('png');
    const oversized = Buffer.alloc(LOGO_MAX_BYTES + 1);
    png.copy(oversized);
    const res = await upload(oversized, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.text).toBe(messages.logoTooLarge);
    expect(await storedState()).toEqual(before);
  });

  it('refuses an HTML file named logo.png and declared as image/png', async () => {
    const before = await storedState();
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const res = await upload(html, 'logo.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.text).toBe(messages.logoInvalidType);
    expect(await storedState()).toEqual(before);
  });

  it('refuses an SVG image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const res = await upload(svg, 'logo.svg', 'image/svg+xml');
    expect(res.status).toBe(400);
    expect(res.text).toBe(messages.logoInvalidType);
  });

  it('re-encodes a PNG carrying a trailing payload, so the payload is not stored', async () => {
    const payload = '<script>alert("trailing payload")</script>';
    const polyglot = Buffer.concat([await makeImage('png'), Buffer.from(payload)]);
    const res = await upload(polyglot, 'logo.png', 'image/png');
    expect(res.status).toBe(201);
    const served = (await fetchLogo(res.body.logoUrl)).body as Buffer;
    expect(served.equals(polyglot)).toBe(false);
    expect(served.includes('trailing payload')).toBe(false);
    expect((await sharp(served).metadata()).format).toBe('png');
  });

  it('refuses a pixel flood: a tiny PNG declaring billions of pixels', async () => {
    const before = await storedState();
    const res = await upload(pixelFloodPng(), 'flood.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.text).toBe(messages.logoInvalidType);
    expect(await storedState()).toEqual(before);
  });

  it('refuses a request without a logo file', async () => {
    const res = await request(env.app)
      .post('/api/upload/logo')
      .set('x-groupmap-identity', owner())
      .field('other', 'value');
    expect(res.status).toBe(400);
    expect(res.text).toBe(messages.logoMissing);
  });

  it('refuses signed-out callers with 401', async () => {
    const png = await makeImage('png');
    const visitor = await upload(png, 'logo.png', 'image/png', mintTestIdentity());
    expect(visitor.status).toBe(401);
    const anonymous = await request(env.app)
      .post('/api/upload/logo')
      .attach('logo', png, { filename: 'logo.png', contentType: 'image/png' });
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 as text for an unknown or malformed key', async () => {
    for (const url of [
      '/api/logos/00000000-0000-4000-8000-000000000000.png',
      '/api/logos/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await request(env.app).get(url).set('x-groupmap-identity', mintTestIdentity());
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });
});
