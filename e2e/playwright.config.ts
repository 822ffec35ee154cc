import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@groupmap/scripts/src/test-run/chromium';

/**
 * End-to-end tests against the platform started the way `npm start` starts it. `npm test` starts
 * one platform and passes its URL in E2E_BASE_URL; run alone, the global setup starts its own.
 * One worker: some tests stop and redeploy a remote's server, which every page depends on.
 */
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
