import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  /** Sum of every JavaScript response's size after gzip, in bytes. */
  gzipBytes: number;
  files: Array<{ url: string; gzipBytes: number }>;
}

const isJavaScript = (contentType: string | undefined, url: string) =>
  /javascript|ecmascript/.test(contentType ?? '') || /\.m?js(\?|$)/.test(url);

/**
 * A `blob:` URL is made in the page from text a script already brought (the map's clustering worker
 * starts from one): nothing crosses the network, and its bytes are counted in the file holding them.
 */
const isDownload = (url: string) => !url.startsWith('blob:');

/**
 * Loads a page in a fresh context (a first visit: empty cache) and sums the JavaScript it fetched
 * until the network went idle. Bodies are gzipped here at the default level, so the figure does not
 * depend on whether the server compresses.
 */
export async function measurePageJs(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Array<Promise<{ url: string; gzipBytes: number } | null>> = [];
  page.on('response', (response) => {
    if (!isDownload(response.url()) || !isJavaScript(response.headers()['content-type'], response.url()))
      return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter(
    (f): f is { url: string; gzipBytes: number } => f !== null,
  );
  await context.close();
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}
