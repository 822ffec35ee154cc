import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { currentUser, TEST_PASSWORD, type TestAccount } from '../../support/accounts';
import { waitForMail } from '../../support/mail-inbox';
import { queryPlatformDb } from '../../support/platform-env';
import { toasts } from '../../support/toasts';
import { addLocationThroughApi, createMapAsNewOwner } from '../map-page/map-page-fixtures';

// Leaving (issue 11): Download my data, and Delete account with its grace period.
const DELETED_WITHIN_MS = 30_000;

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The toast titled `title` (others, such as an earlier one, may still be showing). */
const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title }).first();

/** A new account owning one map with one location in it, signed in on `page`. */
async function ownerWithAMap(page: Page, mapName: string) {
  const map = await createMapAsNewOwner(page, { name: mapName });
  await addLocationThroughApi(page, map.id, { name: 'Riverside bench' });
  return map;
}

/** Asks for the account's deletion through the account page, as its owner would. */
async function deleteThroughAccountPage(page: Page, owner: TestAccount, mapName: string) {
  await page.goto('/account');
  await section(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('list', { name: /Your maps/ })).toContainText(`${mapName} (1 location)`);
  await expect(dialog).toContainText('stay on those maps');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Current password').fill(TEST_PASSWORD);
  await dialog.getByLabel('Type your username to confirm').fill(owner.username);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
}

async function logInThroughForm(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

test('Download my data saves one JSON file with the account, its map and the location on it', async ({
  page,
}) => {
  const map = await ownerWithAMap(page, 'Picnic spots');
  await page.goto('/account');
  const download = page.waitForEvent('download');
  await section(page, 'Your data').getByRole('button', { name: 'Download my data' }).click();

  const file = await download;
  expect(file.suggestedFilename()).toBe(`groupmap-data-${map.owner.username}.json`);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    exportedAt: string;
    account: { username: string; email: string };
    maps: {
      maps: Array<{
        name: string;
        permalink: string;
        locations: {
          type: string;
          features: Array<{ geometry: { coordinates: number[] }; properties: { name: string } }>;
        };
      }>;
      contributions: unknown[];
    };
    billing: { subscription: unknown; checkouts: unknown[] };
  };
  expect(Date.now() - Date.parse(data.exportedAt)).toBeLessThan(60_000);
  expect(data.account).toMatchObject({ username: map.owner.username, email: map.owner.email });
  expect(data.maps.maps).toHaveLength(1);
  expect(data.maps.maps[0]).toMatchObject({ name: 'Picnic spots', permalink: map.permalink });
  expect(data.maps.maps[0]!.locations.type).toBe('FeatureCollection');
  expect(data.maps.maps[0]!.locations.features).toEqual([
    expect.objectContaining({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-0.12, 51.5] },
      properties: expect.objectContaining({ name: 'Riverside bench', country: 'United Kingdom' }),
    }),
  ]);
  expect(data.maps.contributions).toEqual([]);
  expect(data.billing).toEqual({ subscription: null, checkouts: [] });
});

test('Delete account signs the browser out; once the grace period has passed the account is gone and its login fails', async ({
  page,
}) => {
  const map = await ownerWithAMap(page, 'Allotments');
  const { owner } = map;

  await deleteThroughAccountPage(page, owner, 'Allotments');

  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Account deletion scheduled')).toContainText(
    'Log in before then to cancel the deletion.',
  );
  expect(await currentUser(page)).toBeNull();
  const scheduled = await waitForMail(owner.email, /Your account will be deleted/);
  expect(scheduled.text).toContain('Log in before');

  // The grace period passes for this account: its date is moved to now, in the platform's database
  // (14 days cannot pass in a test); the deletion job, run every few seconds on a test platform, does
  // the rest as it would in production.
  await queryPlatformDb('update auth.users set deletion_scheduled_for = now() where username = $1', [
    owner.username,
  ]);
  await expect
    .poll(
      async () =>
        (await queryPlatformDb('select 1 from auth.users where username = $1', [owner.username])).length,
      {
        timeout: DELETED_WITHIN_MS,
      },
    )
    .toBe(0);
  await waitForMail(owner.email, /Your account has been deleted/);
  // Maps deletes the account's map once it hears of the deletion.
  await expect
    .poll(async () => (await page.request.get(`/api/maps/${map.permalink}`)).status(), {
      timeout: DELETED_WITHIN_MS,
    })
    .toBe(404);

  await logInThroughForm(page, owner.username);
  await expect(toast(page, 'Login failed')).toContainText('Invalid username or password');
  expect(await currentUser(page)).toBeNull();
});

test('logging in within the grace period cancels the deletion and says so', async ({ page }) => {
  const map = await ownerWithAMap(page, 'Book swaps');
  await deleteThroughAccountPage(page, map.owner, 'Book swaps');
  await expect(toast(page, 'Account deletion scheduled')).toBeVisible();

  await logInThroughForm(page, map.owner.username);

  await expect(page).toHaveURL('/dashboard');
  await expect(toast(page, 'Account deletion cancelled')).toContainText('Your account will not be deleted.');
  const rows = await queryPlatformDb<{ deletion_scheduled_for: Date | null }>(
    'select deletion_scheduled_for from auth.users where username = $1',
    [map.owner.username],
  );
  expect(rows).toEqual([{ deletion_scheduled_for: null }]);
  expect((await page.request.get(`/api/maps/${map.permalink}`)).status()).toBe(200);
});
