// `npm run bench:map-page`: headless Chromium loads /map/{permalink} of a 10,000-location map with a
// cold cache (a fresh browser context per run: no HTTP cache, cookies or open connections) until the
// page marks itself ready (`data-markers-ready="true"` on the map), median of 5 runs after one warm-up
// that only warms the services. Times come from the page's own clock, zero at navigation start, so
// Playwright's overhead is not in them; the report says where the time went. Against BENCH_BASE_URL
// with BENCH_DATA_DIR (a running `npm start`), else a test platform it starts.
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '@groupmap/scripts';
import { runBenchmark } from './bench-platform';
import { createBigMap, platformDatabaseUrl, type BigMap } from './big-map';
import { breakDownLoad, type LoadBreakdown } from './page-load-breakdown';
import { reportPageLoads } from './page-load-report';
import {
  READ_TIMING_EXPRESSION,
  READY_EXPRESSION,
  RECORD_READY_SCRIPT,
  type PageLoadTiming,
} from './page-ready-timing';

const RUNS = 5;
const LOCATIONS = 10_000;
const TARGET_MS = 1200;
/** Desktop: below 1024 px the map is a tab of its own and not drawn on first load. */
const VIEWPORT = { width: 1280, height: 800 };
const READY_TIMEOUT_MS = 60_000;

/** `promise`, or a rejection after `ms`; the loser's outcome is dropped (the context closes it). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadOnce(browser: Browser, baseUrl: string, map: BigMap): Promise<LoadBreakdown> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: RECORD_READY_SCRIPT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(`/map/${map.permalink}`, baseUrl).toString(), { waitUntil: 'commit' });
    await withTimeout(page.evaluate<number>(READY_EXPRESSION), READY_TIMEOUT_MS).catch((error: unknown) => {
      const detail = errors.length ? ` (page errors: ${errors.join('; ')})` : '';
      throw new Error(`the map page never became ready${detail}`, { cause: error });
    });
    return breakDownLoad(await page.evaluate<PageLoadTiming>(READ_TIMING_EXPRESSION), map);
  } finally {
    await context.close();
  }
}

async function measure(baseUrl: string, dataDir: string) {
  const map = await createBigMap(platformDatabaseUrl(dataDir), LOCATIONS);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // Warms the services (connection pools, caches, the list's serialisation), not the browser:
    // every measured run below starts from a context of its own.
    await loadOnce(browser, baseUrl, map);
    const runs: LoadBreakdown[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, baseUrl, map));
    console.log(
      `map page load in headless Chromium, ${VIEWPORT.width}x${VIEWPORT.height}, cold cache, ${LOCATIONS} locations, ${baseUrl}/map/${map.permalink}`,
    );
    reportPageLoads(runs, LOCATIONS, TARGET_MS);
  } finally {
    await browser.close();
  }
}

runBenchmark(measure);
