// `npm run bench:bundle`: loads each budgeted page in Chromium as a first visit and sums the gzip
// JavaScript it fetched until the network went idle; prints each figure against its budget and
// exits non-zero when one is over. Against BENCH_BASE_URL when given, else a test platform it starts.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, startTestPlatform } from '@groupmap/scripts';
import { BUNDLE_BUDGETS } from './budgets';
import { measurePageJs } from './measure-page-js';

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

async function measureAll(baseUrl: string): Promise<boolean> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  let withinBudgets = true;
  try {
    console.log(`bundle weight (gzip JavaScript on first visit) at ${baseUrl}`);
    for (const { name, path, budgetKb } of BUNDLE_BUDGETS) {
      const weight = await measurePageJs(browser, new URL(path, baseUrl).toString());
      const over = kb(weight.gzipBytes) > budgetKb;
      if (over) withinBudgets = false;
      const line = `${name.padEnd(14)} ${path.padEnd(12)} ${String(kb(weight.gzipBytes)).padStart(7)} kB of ${budgetKb} kB`;
      console.log(`${over ? '✘' : '✔'} ${line} (${weight.files.length} files)${over ? '  OVER BUDGET' : ''}`);
      if (over || process.env.BENCH_VERBOSE) {
        for (const file of [...weight.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
          console.log(`    ${String(kb(file.gzipBytes)).padStart(7)} kB  ${new URL(file.url).pathname}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return withinBudgets;
}

async function main() {
  const given = process.env.BENCH_BASE_URL;
  const platform = given ? undefined : await startTestPlatform({ write: () => undefined });
  try {
    const ok = await measureAll(given ?? platform!.gatewayUrl);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await platform?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
