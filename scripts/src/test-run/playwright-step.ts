import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { run } from './step';

interface PlaywrightStats {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

/** Runs the Playwright suite against a running platform and reads its counts from the JSON report. */
export async function runPlaywright(env: Record<string, string>) {
  const report = join(tmpdir(), `groupmap-e2e-${process.pid}.json`);
  const code = await run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      ...env,
      E2E_JSON_REPORT: report,
    },
    { timeoutMs: 40 * 60_000 },
  );
  try {
    const { stats, errors = [] } = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightStats;
    rmSync(report, { force: true });
    const passed = stats.expected + stats.flaky;
    const failed = stats.unexpected + errors.length;
    return { ok: code === 0 && failed === 0 && passed > 0, passed, failed };
  } catch {
    return { ok: false, passed: 0, failed: 1 };
  }
}
