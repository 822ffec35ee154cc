import { request as httpRequest, type IncomingMessage } from 'node:http';
import { IMPORT_MAX_BYTES, IMPORT_MULTIPART_OVERHEAD_BYTES, messages } from '@groupmap/contracts';
import request from 'supertest';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import { startSilentUpstream, unusedUrl, UPSTREAM_TIMEOUT_PAST_THE_TEST_MS } from './support/fake-upstream';
import { startGateway, type RunningGateway } from './support/start-gateway';
import { visit, type Visitor } from './support/visitor';
import { waitFor } from '@groupmap/svc-kit/testing';

const LIMIT = 1024;

let platform: EchoPlatform;
let gateway: RunningGateway;
/** Uploads are state-changing calls: they carry a session and its CSRF proof. */
let visitor: Visitor;

beforeAll(async () => {
  platform = await startEchoPlatform();
  gateway = await startGateway({ ...platform.env, MAX_BODY_BYTES: String(LIMIT) });
  visitor = await visit(gateway.url);
});

afterAll(async () => {
  await gateway.close();
  await platform.close();
});

beforeEach(() => platform.reset());

describe('an upstream that is down', () => {
  it('answers 503 text/plain with the generic text at once, not after the upstream timeout', async () => {
    const down = await startGateway({
      ...platform.env,
      MAPS_URL: await unusedUrl(),
      SHELL_URL: await unusedUrl(),
      UPSTREAM_TIMEOUT_MS: UPSTREAM_TIMEOUT_PAST_THE_TEST_MS,
    });
    try {
      const api = await request(down.url).get('/api/maps').expect(503);
      expect(api.headers['content-type']).toMatch(/^text\/plain/);
      expect(api.headers['x-error-code']).toBe('service_unavailable');
      expect(api.text).toBe(messages.serviceUnavailable);
      const page = await request(down.url).get('/').expect(503);
      expect(page.text).toBe(messages.serviceUnavailable);
      // The other upstreams are unaffected.
      await request(down.url).get('/api/user').expect(200);
    } finally {
      await down.close();
    }
  });

  it('answers 504 when the upstream accepts the request but stays silent past the timeout', async () => {
    const silent = await startSilentUpstream();
    const hung = await startGateway({ ...platform.env, AUTH_URL: silent.url, UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const response = await request(hung.url).get('/api/user').expect(504);
      expect(response.text).toBe(messages.serviceUnavailable);
      expect(response.headers['x-error-code']).toBe('service_unavailable');
    } finally {
      await hung.close();
      await silent.close();
    }
  });
});

/** Sends a chunked body of `total` bytes in small pieces and returns the gateway's answer. */
function sendChunked(url: string, total: number): Promise<{ status: number; body: string; code?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/api/upload`, {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked', ...visitor.headers },
    });
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, code: res.headers['x-error-code'] as string }),
      );
    });
    // Once the gateway has answered and closed, further writes fail; the answer (read first) is what counts.
    req.on('error', (error) => setTimeout(() => reject(error), 200));
    const piece = Buffer.alloc(256, 'a');
    let sent = 0;
    const writeMore = () => {
      if (sent >= total) {
        req.end();
        return;
      }
      sent += piece.length;
      if (!req.destroyed) req.write(piece, () => setTimeout(writeMore, 2));
    };
    writeMore();
  });
}

describe('request-size limit', () => {
  it('refuses a body whose Content-Length is over the limit with 413 before any upstream sees it', async () => {
    const response = await request(gateway.url)
      .post('/api/upload')
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(LIMIT + 1, 'a'))
      .expect(413);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['x-error-code']).toBe('payload_too_large');
    expect(response.text).toBe(messages.payloadTooLarge);
    expect(platform.upstreams.maps.received).toEqual([]);
  });

  it('forwards a body exactly at the limit', async () => {
    const response = await request(gateway.url)
      .post('/api/upload')
      .set(visitor.headers)
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(LIMIT, 'a'))
      .expect(200);
    expect(response.body).toMatchObject({ upstream: 'maps', bodyBytes: LIMIT });
  });

  it('cuts off a chunked body once it passes the limit, answering 413, and the upstream never gets it whole', async () => {
    const answer = await sendChunked(gateway.url, LIMIT * 8);
    expect(answer).toEqual({ status: 413, body: messages.payloadTooLarge, code: 'payload_too_large' });
    const received = platform.upstreams.maps.received;
    await waitFor('every upstream request to be aborted', () => received.every((request) => request.aborted));
    expect(received.filter((request) => request.completed)).toEqual([]);
    expect(received.every((request) => request.bodyBytes <= LIMIT)).toBe(true);
  });

  it("raises the limit for an import's file upload only, to the import's 10 MB and the multipart overhead", async () => {
    const importBody = Buffer.alloc(LIMIT * 4, 'a');
    const forwarded = await request(gateway.url)
      .post('/api/maps/7/imports')
      .set(visitor.headers)
      .set('content-type', 'application/octet-stream')
      .send(importBody)
      .expect(200);
    expect(forwarded.body).toMatchObject({ upstream: 'maps', bodyBytes: importBody.length });

    // The same size elsewhere, or another method on the import path, keeps the gateway's limit.
    await request(gateway.url)
      .patch('/api/maps/7/imports/abc')
      .set(visitor.headers)
      .set('content-type', 'application/octet-stream')
      .send(importBody)
      .expect(413);
    // A declared length past the raised limit is refused before a byte of the body is sent.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest(`${gateway.url}/api/maps/7/imports`, {
        method: 'POST',
        headers: {
          ...visitor.headers,
          'content-type': 'application/octet-stream',
          'content-length': String(IMPORT_MAX_BYTES + IMPORT_MULTIPART_OVERHEAD_BYTES + 1),
        },
      });
      req.on('response', (response: IncomingMessage) => {
        response.resume();
        resolve(response.statusCode);
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('forwards a chunked body under the limit whole', async () => {
    const answer = await sendChunked(gateway.url, LIMIT / 2);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ upstream: 'maps', bodyBytes: LIMIT / 2 });
  });
});
