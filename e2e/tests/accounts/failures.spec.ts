import { expect, test } from '@playwright/test';
import { signInAsSharedAccount, TEST_PASSWORD } from '../../support/accounts';
import { toasts } from '../../support/toasts';

// How the frame reports failures of the account calls (spec section 8): a server error shows its
// status text, a network failure the browser's error text. The failures are simulated in the
// browser; everything else runs against the platform.

test('a failing logout shows the "Logout failed" toast with the status text and stays signed in', async ({
  page,
}) => {
  const { username } = await signInAsSharedAccount(page);
  await page.route('**/api/logout', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Something went wrong on our side.' }),
  );
  await page.goto('/about');
  const account = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${username}`) });
  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(toasts(page)).toContainText('Logout failed');
  await expect(toasts(page)).toContainText('Internal Server Error');
  await expect(page).toHaveURL('/about');
  await expect(account).toBeVisible();
});

test('a login that never reaches the server shows the network error text', async ({ page }) => {
  await page.route('**/api/login', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await page.getByLabel('Username').fill('someone');
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();

  await expect(toasts(page)).toContainText('Login failed');
  await expect(toasts(page)).toContainText('Failed to fetch');
});

test('a failing session fetch counts as signed out', async ({ page }) => {
  await page.route('**/api/user', (route) =>
    route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' }),
  );
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard');
});
