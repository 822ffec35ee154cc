// Puts a test user on a plan the way an operator would: `npm run plan:set -- <username> <plan>`
// (services/billing) against the test platform's database and NATS, then waits until auth has
// consumed the billing event and GET /api/user shows the plan.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { currentUser } from './accounts';
import { platformEnv } from './platform-env';

const REPO_ROOT = resolve(__dirname, '..', '..');
const PLAN_VISIBLE_WITHIN_MS = 20_000;

/**
 * Waits until maps' own projection of plans (architecture.md, Plans) holds `plan` for `userId`: maps
 * consumes billing's event apart from auth, and judges map and logo calls by it.
 */
async function waitForMapsPlan(userId: number, plan: string) {
  const client = new pg.Client({ connectionString: platformEnv().DATABASE_URL });
  await client.connect();
  try {
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ plan: string }>(
            'select plan from maps.user_plans where user_id = $1',
            [userId],
          );
          return rows[0]?.plan ?? 'free';
        },
        { timeout: PLAN_VISIBLE_WITHIN_MS },
      )
      .toBe(plan);
  } finally {
    await client.end();
  }
}

/**
 * Sets `username`'s plan through billing's operator script and waits until the signed-in `page`
 * sees it on GET /api/user (the change travels billing -> outbox -> NATS -> auth) and maps' plan
 * projection has it too.
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
  const user = (await (await page.request.get('/api/user')).json()) as { id: number };
  await waitForMapsPlan(user.id, plan);
}
