import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { StaticServer } from '@groupmap/frontend-server';
import { platformProcess, serveFrontend, stopFrontendServer } from '../../support/platform-control';
import { buildChangedRemote } from '../../support/rebuild-remote';
import { recordRequestPaths } from '../../support/requests';

// These tests stop and replace mf-billing's server, so they run one after another; each leaves a
// server for mf-billing running on its port (the original dist) when it ends.
test.describe.configure({ mode: 'serial' });

let replacement: StaticServer | undefined;
test.afterAll(async () => {
  await replacement?.close();
});

async function replaceBillingServer(root?: string) {
  if (replacement) await replacement.close();
  else await stopFrontendServer('mf-billing');
  replacement = await serveFrontend('mf-billing', root);
}

function hashFolder(folder: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(folder, name);
    try {
      hash.update(name).update(readFileSync(path));
    } catch {
      hash.update(name); // a folder
    }
  }
  return hash.digest('hex');
}

test('each remote is served by its own server and reached through the gateway under its prefix', async ({
  request,
}) => {
  for (const [name, prefix, federatedName] of [
    ['mf-map', '/mf/map', 'mf_map'],
    ['mf-dashboard', '/mf/dashboard', 'mf_dashboard'],
    ['mf-billing', '/mf/billing', 'mf_billing'],
  ] as const) {
    const { port } = platformProcess(name);
    const direct = await request.get(`http://127.0.0.1:${port}/mf-manifest.json`);
    expect(direct.ok()).toBe(true);
    expect((await direct.json()).name).toBe(federatedName);
    const viaGateway = await request.get(`${prefix}/mf-manifest.json`);
    expect(await viaGateway.text()).toBe(await direct.text());
  }
});

test('a remote runs on its own, from its own server, without the shell', async ({ page }) => {
  const { port } = platformProcess('mf-billing');
  await page.goto(`http://127.0.0.1:${port}/subscription`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
});

test('stopping a remote’s server shows the error screen with a retry, and the retry recovers', async ({
  page,
}) => {
  await stopFrontendServer('mf-billing');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // The frame around the failed remote keeps working.
  await expect(page.getByRole('link', { name: 'Groupmap', exact: true })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Groupmap' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

  replacement = await serveFrontend('mf-billing');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
});

test('a remote rebuilt alone and redeployed is seen through the running shell, which was not rebuilt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shellDist = resolve(__dirname, '..', '..', '..', 'shell', 'dist');
  const shellBefore = hashFolder(shellDist);
  const workDir = `redeploy-${Date.now().toString(36)}`;
  const changedTitle = `Subscription Plans (${workDir})`;

  await page.goto('/subscription');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription Plans', exact: true }),
  ).toBeVisible();

  try {
    const dist = buildChangedRemote(
      'mf-billing',
      'src/features/plans/plan-labels.ts',
      { from: "title: 'Subscription Plans',", to: `title: '${changedTitle}',` },
      workDir,
    );
    await replaceBillingServer(dist);

    const requested = recordRequestPaths(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: changedTitle })).toBeVisible();
    expect(requested).toContain('/mf/billing/mf-manifest.json');
    expect(hashFolder(shellDist)).toBe(shellBefore);
  } finally {
    await replaceBillingServer();
    rmSync(resolve(__dirname, '..', '..', '.tmp', workDir), { recursive: true, force: true });
  }
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription Plans', exact: true }),
  ).toBeVisible();
});
