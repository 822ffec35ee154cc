import { expect, test, type Page } from '@playwright/test';
import { createMapAsNewOwner } from './map-page-fixtures';

// "Edit Map" (spec sections 2 and 6): mf-dashboard's `./map-settings-form`, loaded by the map remote
// through Module Federation when the dialog opens, with an error screen if it cannot be loaded.

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function renameInDialog(page: Page, from: string, to: string) {
  const opener = page.getByRole('button', { name: 'Edit Map' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Map Settings' });
  const name = dialog.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(from);
  await name.fill(to);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notifications(page)).toContainText('Map updated successfully');
  await expect(page.getByRole('heading', { level: 1, name: to })).toBeVisible();
  await expect(opener).toBeFocused();
}

test('"Edit Map" opens the dashboard\'s settings form in "Edit Map Settings" and a save renames the map', async ({
  page,
}) => {
  const map = await createMapAsNewOwner(page, { name: 'Before Rename' });
  await page.goto(`/map/${map.permalink}`);
  await renameInDialog(page, 'Before Rename', 'After Rename');
});

test('the form also loads after the dashboard app was already loaded by the shell', async ({ page }) => {
  const map = await createMapAsNewOwner(page, { name: 'From The Dashboard' });
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('link', { name: map.name, exact: true }).click();
  await expect(page).toHaveURL(`/map/${map.permalink}`);
  await renameInDialog(page, 'From The Dashboard', 'Renamed After Dashboard');
});

test('a settings form that cannot be loaded shows the error screen, and "Try again" loads it', async ({
  page,
}) => {
  const map = await createMapAsNewOwner(page, { name: 'Unreachable Form' });
  await page.goto(`/map/${map.permalink}`);
  await expect(page.getByRole('heading', { level: 1, name: map.name })).toBeVisible();
  await page.route('**/mf/dashboard/**', (route) => route.abort());

  await page.getByRole('button', { name: 'Edit Map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Map Settings' });
  await expect(dialog.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(dialog).toContainText('The service is temporarily unavailable. Please try again in a moment.');

  await page.unroute('**/mf/dashboard/**');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(map.name);
});
