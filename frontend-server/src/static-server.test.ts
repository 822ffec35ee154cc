import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { cacheControlFor, parseFallback, startStaticServer, type StaticServer } from './static-server';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(
  port: number,
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: requestPath, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static server', () => {
  let workDir: string;
  let server: StaticServer;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    const root = path.join(workDir, 'dist');
    mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(workDir, 'secret.txt'), 'outside the root');
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(root, 'embed.html'), '<!doctype html><title>embed</title>');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{"id":"mf_map"}');
    writeFileSync(path.join(root, 'remoteEntry.js'), 'window.remote = true;');
    writeFileSync(path.join(root, 'static', 'js', 'main.0123abcd.js'), `console.log(${'"x",'.repeat(400)});`);
    server = await startStaticServer({
      root,
      port: 0,
      hosts: ['127.0.0.1'],
      fallbacks: [parseFallback('/=index.html'), parseFallback('/embed/=embed.html')],
      logger: pino({ level: 'silent' }),
    });
  });

  afterAll(async () => {
    await server.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('refuses paths that climb out of the root, plain or percent-encoded', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/static/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
    ]) {
      const response = await rawGet(server.port, attempt);
      expect(response.body).not.toContain('outside the root');
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers deep links with the SPA page of the most specific fallback prefix', async () => {
    const page = await rawGet(server.port, '/map/test', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');

    const embed = await rawGet(server.port, '/embed/test', { accept: 'text/html' });
    expect(embed.body).toContain('<title>embed</title>');
  });

  it('answers requests made by code (a missing script, an API path) with 404 rather than the SPA page', async () => {
    for (const requestPath of ['/static/js/missing.0123abcd.js', '/api/maps/test']) {
      const response = await rawGet(server.port, requestPath, { accept: '*/*' });
      expect(response.status).toBe(404);
      expect(response.body).toBe('Not found');
    }
  });

  it('serves the root page to clients that ask for nothing in particular, such as probes', async () => {
    const response = await rawGet(server.port, '/');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
  });

  it('answers the container probe on /healthz, even for a browser navigation, never with the SPA page', async () => {
    const response = await rawGet(server.port, '/healthz', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.body).toBe('ok');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets browsers keep content-hashed files for a year and revalidate everything else', async () => {
    const hashed = await rawGet(server.port, '/static/js/main.0123abcd.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);

    for (const unhashed of ['/remoteEntry.js', '/mf-manifest.json', '/index.html']) {
      expect((await rawGet(server.port, unhashed)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('allows any origin to read the manifest and scripts, but not the HTML', async () => {
    const manifest = await rawGet(server.port, '/mf-manifest.json');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await rawGet(server.port, '/remoteEntry.js')).headers['access-control-allow-origin']).toBe('*');
    expect((await rawGet(server.port, '/index.html')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gzips compressible responses for clients that accept it', async () => {
    const response = await rawGet(server.port, '/static/js/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('cacheControlFor', () => {
  it('treats only names carrying a content hash as immutable', () => {
    expect(cacheControlFor('/dist/static/css/app.9f8e7d6c.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/dist/static/js/react.js')).toBe('no-cache');
  });
});

describe('parseFallback', () => {
  it('rejects a value without a prefix and a file', () => {
    expect(() => parseFallback('index.html')).toThrow('--fallback expects <pathPrefix>=<file>');
    expect(() => parseFallback('/=')).toThrow('--fallback expects');
  });
});
