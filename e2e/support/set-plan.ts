// Puts a test user on a plan the way an operator would: `npm run plan:set -- <username> <plan>`
// (services/billing) against the test platform's database and NATS, then waits until auth has
// consumed the billing event and GET /api/user shows the plan.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { readPlatformState } from '@groupmap/scripts/src/runner/state-file';
import { currentUser } from './accounts';

const REPO_ROOT = resolve(__dirname, '..', '..');
const PLAN_VISIBLE_WITHIN_MS = 20_000;

/** DATABASE_URL, NATS_URL and EVENTS_PREFIX of the running test platform (from its state file). */
function platformEnv(): Record<string, string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through `npm test` or the e2e global setup');
  const state = readPlatformState(dataDir);
  if (!state?.databaseUrl || !state.natsUrl) throw new Error(`no running platform recorded in ${dataDir}`);
  const billing = state.processes.find(({ name }) => name === 'billing');
  return {
    DATABASE_URL: state.databaseUrl,
    NATS_URL: state.natsUrl,
    EVENTS_PREFIX: billing?.env.EVENTS_PREFIX ?? '',
  };
}

/**
 * Sets `username`'s plan through billing's operator script and waits until the signed-in `page`
 * sees it on GET /api/user (the change travels billing -> outbox -> NATS -> auth).
 */
export async function setPlan(page: Page, username: string, plan: 'free' | 'pro' | 'business') {
  await promisify(execFile)('npm', ['run', '--silent', 'plan:set', '--', username, plan], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...platformEnv(), LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  await expect
    .poll(async () => (await currentUser(page))?.currentPlan, { timeout: PLAN_VISIBLE_WITHIN_MS })
    .toBe(plan);
}
