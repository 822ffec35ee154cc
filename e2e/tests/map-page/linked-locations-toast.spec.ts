import { expect, test } from '@playwright/test';
import { postAsPage, sharedAccount, TEST_PASSWORD } from '../../support/accounts';
import { newApiVisitor, postJson, registerVisitor } from '../../support/api-visitor';
import { toasts } from '../../support/toasts';
import { uniquePermalink } from './map-page-fixtures';

// A visitor who added locations before logging in is told, after the login, how many became the
// account's (POST /api/maps/user/claim, asked by the shell after a successful login).

test('after logging in, a visitor is told that the location they added is now linked to the account', async ({
  page,
}) => {
  const owner = await newApiVisitor();
  await registerVisitor(owner);
  const map = await postJson<{ id: number }>(owner, '/api/maps', {
    name: 'Claimable',
    permalink: uniquePermalink('claim'),
  });
  await owner.context.dispose();

  await page.goto('/about');
  const added = await postAsPage(page, `/api/maps/${map.id}/locations`, {
    name: 'Cafe before login',
    address: 'London',
    latitude: 51.5074,
    longitude: -0.1278,
  });
  expect(added.status(), await added.text()).toBe(201);

  const account = await sharedAccount();
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(toasts(page).filter({ hasText: 'Your location is linked' })).toContainText(
    '1 location you added is now linked to your account.',
  );
});
