import { existsSync } from 'node:fs';
import { run } from './step';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Playwright drives Debian's Chromium: the registry's browser downloads are unreachable here.
 * Installs it with apt when missing and we are root; otherwise says how.
 */
export async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`[test] Chromium is missing: run "sudo apt-get install -y chromium fonts-liberation".`);
    return false;
  }
  console.log('[test] installing Chromium from Debian (apt-get)...');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], env)) !== 0) return false;
  const code = await run(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'],
    env,
  );
  return code === 0 && existsSync(CHROMIUM_PATH);
}

/**
 * Launch options for Debian's Chromium in this sandbox: no sandbox as root, no GPU, and none of
 * Chromium's background connections (the closed network refuses them, many at a time).
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
