import { expect, test, type Page } from '@playwright/test';
import { TEST_PASSWORD, uniqueUsername } from '../../support/accounts';
import { createMapAsNewOwner } from './map-page-fixtures';

// Issue 24, "Who may add": the owner chooses in the map settings; a visitor who may not add sees a
// link to log in (signed-in users) or nothing (only me) where the add form was, and the page follows
// the owner's change live.

const addForm = (page: Page) => page.getByRole('form', { name: 'Add New Location' });
const logInToAdd = (page: Page) => page.getByRole('link', { name: 'Log in to add locations' });

async function chooseWhoCanAdd(owner: Page, choice: 'Anyone with the link' | 'Signed-in users' | 'Only me') {
  await owner.getByRole('button', { name: 'Edit Map' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Edit Map Settings' });
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a visitor on a signed-in-only map is asked to log in, comes back to the map and adds', async ({
  page,
  browser,
}) => {
  const map = await createMapAsNewOwner(page, { name: 'Members add here' });
  await page.goto(`/map/${map.permalink}`);
  await chooseWhoCanAdd(page, 'Signed-in users');
  // The owner still adds.
  await expect(addForm(page)).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/map/${map.permalink}`);
  await expect(logInToAdd(visitor)).toBeVisible();
  await expect(addForm(visitor)).toHaveCount(0);
  await expect(logInToAdd(visitor)).toHaveAttribute(
    'href',
    `/login?returnUrl=${encodeURIComponent(`/map/${map.permalink}`)}`,
  );

  await logInToAdd(visitor).click();
  await expect(visitor).toHaveURL(/\/login\?returnUrl=/);
  // No account yet: the login screen's switch to registering keeps the way back.
  await visitor.locator('.auth-page__switch').getByRole('link', { name: 'Register' }).click();
  await expect(visitor).toHaveURL(/\/register\?returnUrl=/);
  const username = uniqueUsername('member');
  await visitor.getByLabel('Username').fill(username);
  await visitor.getByLabel('Email').fill(`${username}@example.com`);
  await visitor.getByLabel('Password').fill(TEST_PASSWORD);
  await visitor.getByRole('main').getByRole('button', { name: 'Register' }).click();
  await expect(visitor).toHaveURL(`/map/${map.permalink}`);
  await expect(addForm(visitor)).toBeVisible();
  await expect(logInToAdd(visitor)).toHaveCount(0);
});

test('on an only-me map nobody but the owner sees the form, and the change reaches an open page live', async ({
  page,
  browser,
}) => {
  const map = await createMapAsNewOwner(page, { name: 'Owner adds alone' });
  await page.goto(`/map/${map.permalink}`);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/map/${map.permalink}`);
  await expect(addForm(visitor)).toBeVisible();

  await chooseWhoCanAdd(page, 'Only me');
  await expect(addForm(visitor)).toHaveCount(0);
  await expect(logInToAdd(visitor)).toHaveCount(0);
  await expect(addForm(page)).toBeVisible();

  await chooseWhoCanAdd(page, 'Anyone with the link');
  await expect(addForm(visitor)).toBeVisible();
});
