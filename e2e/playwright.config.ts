import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@groupmap/scripts';

/**
 * End-to-end tests against the platform started the way `npm start` starts it. `npm test` starts
 * one platform and passes its URL in E2E_BASE_URL; run alone, the global setup starts its own.
 * One worker, and the tests that stop and redeploy a remote's server (an operator's actions) run
 * last, in their own project, after every page has been checked against the untouched platform.
 */
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Sized for a machine three or four times slower than a quiet one: a test that registers users,
  // runs the plan:set script (a process of its own) and waits for two services to see the plan takes
  // a good part of a minute there. An expect waits 15 s for what takes one to four quietly; actions
  // and navigations are bounded by the test's timeout.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  globalSetup: './support/global-setup.ts',
  projects: [
    { name: 'pages', testIgnore: /operations\// },
    { name: 'operations', testMatch: /operations\/.*\.spec\.ts/, dependencies: ['pages'] },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
