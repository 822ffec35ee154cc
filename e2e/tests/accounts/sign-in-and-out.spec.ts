import { expect, test, type Page } from '@playwright/test';
import {
  currentUser,
  sharedAccount,
  signInAsSharedAccount,
  TEST_PASSWORD,
  uniqueUsername,
} from '../../support/accounts';
import { recordRequestPaths } from '../../support/requests';
import { toasts } from '../../support/toasts';

const accountButton = (page: Page, username: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${username}`) });

async function logInThroughForm(page: Page, username: string, password = TEST_PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

test('registering signs the visitor in and lands on /dashboard with the username in the header', async ({
  page,
}) => {
  const username = uniqueUsername('reg');
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page, username)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Maps' })).toBeVisible();
  expect((await currentUser(page))?.username).toBe(username);
});

test('logout signs out on the server, clears the page and goes to /login', async ({ page }) => {
  const { username } = await signInAsSharedAccount(page);
  await page.goto('/dashboard');
  await accountButton(page, username).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(accountButton(page, username)).toHaveCount(0);
  expect(await currentUser(page)).toBeNull();
});

test('a signed-out visit to /dashboard goes to /login with a returnUrl, without loading the dashboard, and comes back after login', async ({
  page,
}) => {
  const { username } = await sharedAccount();
  const requested = recordRequestPaths(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(requested.filter((path) => path.startsWith('/mf/dashboard/'))).toEqual([]);

  await logInThroughForm(page, username);
  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page, username)).toBeVisible();
});

test('a signed-out visit to /create comes back to /create after login', async ({ page }) => {
  const { username } = await sharedAccount();
  await page.goto('/create');
  await expect(page).toHaveURL('/login?returnUrl=%2Fcreate');
  await logInThroughForm(page, username);
  await expect(page).toHaveURL('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Map' })).toBeVisible();
});

test('signed-out visitors of paths below /dashboard are sent to /login with their path', async ({ page }) => {
  await page.goto('/dashboard/anything?x=1');
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/dashboard/anything?x=1')}`);
});

for (const attack of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
  test(`a returnUrl of ${attack} lands on /dashboard after login`, async ({ page }) => {
    const { username } = await sharedAccount();
    await page.goto(`/login?returnUrl=${encodeURIComponent(attack)}`);
    await logInThroughForm(page, username);
    await expect(page).toHaveURL('/dashboard');
    await expect(accountButton(page, username)).toBeVisible();
  });
}

test('a signed-in user visiting /login or /register is sent to /dashboard', async ({ page }) => {
  const { username } = await signInAsSharedAccount(page);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
    await expect(accountButton(page, username)).toBeVisible();
  }
});

test('a wrong password shows the "Login failed" toast with the server message', async ({ page }) => {
  const { username } = await sharedAccount();
  await page.goto('/login');
  await logInThroughForm(page, username, 'not-the-password');
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Login failed');
  await expect(toasts(page)).toContainText('Invalid username or password');
  await expect(page).toHaveURL('/login');
  expect(await currentUser(page)).toBeNull();
});

test('registering a taken username shows the "Registration failed" toast with the server message', async ({
  page,
}) => {
  const { username } = await sharedAccount();
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`other-${username}@example.com`);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
  await expect(toasts(page)).toContainText('Registration failed');
  await expect(toasts(page)).toContainText('Username already taken');
  await expect(page).toHaveURL('/register');
});
