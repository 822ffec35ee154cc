import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, signInAsSharedAccount } from '../../support/accounts';
import { setPlan } from '../../support/set-plan';

const header = (page: Page) => page.getByRole('banner');
const accountButton = (page: Page, username: string) =>
  header(page).getByRole('button', { name: new RegExp(`^${username}`) });

test('signed-out visitors see "Create a Map" and "Login", both to /login, and no account menu', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(header(page).getByRole('link', { name: 'Create a Map' })).toHaveAttribute('href', '/login');
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(header(page).getByRole('link', { name: 'Groupmap' })).toHaveAttribute('href', '/dashboard');
  await expect(header(page).getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Create Map', exact: true })).toHaveCount(0);
  await expect(header(page).getByRole('button')).toHaveCount(0);
});

test('signed-in users on the free plan see Create Map, Upgrade and a menu without a plan label', async ({
  page,
}) => {
  const { username } = await signInAsSharedAccount(page);
  await page.goto('/about');
  await expect(header(page).getByRole('link', { name: 'Create Map', exact: true })).toHaveAttribute(
    'href',
    '/create',
  );
  await expect(header(page).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Create a Map' })).toHaveCount(0);
  await expect(accountButton(page, username)).toHaveText(new RegExp(`^${username}\\W*$`));

  await accountButton(page, username).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(username);
  await expect(menu).not.toContainText(/Free|Pro|Business/);
  await expect(menu.getByRole('menuitem')).toHaveText(['Account', 'Subscription', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Subscription' }).click();
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
});

test('the account menu opens and runs from the keyboard', async ({ page }) => {
  const { username } = await signInAsSharedAccount(page);
  await page.goto('/about');
  // The button is disabled while the menu's code loads.
  await expect(accountButton(page, username)).toBeEnabled();
  await accountButton(page, username).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(accountButton(page, username)).toBeFocused();
});

test('after plan:set to pro the header drops Upgrade and the menu shows the plan label', async ({ page }) => {
  const { username } = await registerThroughApi(page);
  await setPlan(page, username, 'pro');
  await page.goto('/about');

  await expect(accountButton(page, username)).toContainText('Pro');
  await expect(header(page).getByRole('link', { name: 'Create Map', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await accountButton(page, username).click();
  await expect(page.getByRole('menu')).toContainText('Pro');
});

test('the footer opens About in a new tab and links the changelog', async ({ page }) => {
  await page.goto('/login');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('target', '_blank');
  await footer.getByRole('link', { name: 'Changelog' }).click();
  await expect(page).toHaveURL('/changelog');
});
