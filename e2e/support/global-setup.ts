import { startTestPlatform } from '@groupmap/scripts';

/**
 * Without E2E_BASE_URL (a developer running `npx playwright test` alone), start a test platform
 * for this run; Playwright calls the returned function as the teardown.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const platform = await startTestPlatform();
  process.env.E2E_BASE_URL = platform.gatewayUrl;
  process.env.E2E_DATA_DIR = platform.dataDir;
  return () => platform.stop();
}
