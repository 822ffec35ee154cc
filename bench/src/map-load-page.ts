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
import { reportPageLoads, reportPageLoadTargets } from './page-load-report';
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

/**
 * Issue 28's phone profile: the CPU four times slower and DevTools' "Fast 3G" (562.5 ms of latency,
 * 1.44 Mbit/s down, 675 kbit/s up), at the desktop size (below 1024 px the map is a tab of its own).
 */
const PHONE = {
  cpuSlowdown: 4,
  network: { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 },
};
const PHONE_RUNS = 3;
const PHONE_LOCATIONS = 1000;
const PHONE_TARGET_MS = 5000;

async function loadOnce(
  browser: Browser,
  baseUrl: string,
  map: BigMap,
  { phone = false } = {},
): Promise<LoadBreakdown> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: RECORD_READY_SCRIPT });
    const page = await context.newPage();
    if (phone) {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', PHONE.network);
    }
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
    reportPageLoadTargets(runs);
    await measurePhone(browser, baseUrl, dataDir, map);
  } finally {
    await browser.close();
  }
}

/** The phone profile's runs: a 1,000-location map against its target, the 10,000 one beside it. */
async function measurePhone(browser: Browser, baseUrl: string, dataDir: string, big: BigMap) {
  const small = await createBigMap(platformDatabaseUrl(dataDir), PHONE_LOCATIONS);
  for (const [map, locations] of [
    [small, PHONE_LOCATIONS],
    [big, LOCATIONS],
  ] as const) {
    const runs: LoadBreakdown[] = [];
    for (let i = 0; i < PHONE_RUNS; i += 1) runs.push(await loadOnce(browser, baseUrl, map, { phone: true }));
    console.log(
      `phone profile (CPU ${PHONE.cpuSlowdown}x slower, DevTools' Fast 3G), cold cache, ${locations} locations:`,
    );
    reportPageLoads(
      runs,
      locations,
      locations === PHONE_LOCATIONS ? PHONE_TARGET_MS : Number.POSITIVE_INFINITY,
    );
  }
}

runBenchmark(measure);
