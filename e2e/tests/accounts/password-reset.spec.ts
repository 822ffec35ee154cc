import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  currentUser,
  postAsPage,
  registerThroughApi,
  signInThroughApi,
  TEST_PASSWORD,
  uniqueUsername,
} from '../../support/accounts';
import { linkIn, waitForMail, type InboxMail } from '../../support/mail-inbox';
import { toasts } from '../../support/toasts';

// Issue 11: "Forgot password?" end to end through the mail the platform sends (read from its local
// inbox), and changing the password on /account. Either signs every other session of the account out.

const NEW_PASSWORD = 'compass-meadow-81';

const accountButton = (page: Page, username: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${username}`) });

/** A page of its own browser context signed in as `account`: "another device". */
async function signedInElsewhere(browser: Browser, account: { username: string; email: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, account);
  expect((await currentUser(page))?.username).toBe(account.username);
  return page;
}

/** The status of POST /api/login for `username` and `password`, from a fresh browser context. */
async function loginStatus(browser: Browser, username: string, password: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/about');
    return (await postAsPage(page, '/api/login', { username, password })).status();
  } finally {
    await context.close();
  }
}

/** The path and query of the reset link in a mail (its origin is the platform's public one). */
function resetLinkPath(mail: InboxMail): string {
  const url = new URL(linkIn(mail, '/reset-password'));
  return url.pathname + url.search;
}

async function askForResetLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account has this email address, we have sent it a link to reset the password.',
  );
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test('"Forgot password?" mails a one-time link that sets a new password, signs in and signs every other session out', async ({
  page,
  browser,
}) => {
  const account = await registerThroughApi(page);
  const other = await signedInElsewhere(browser, account);
  await postAsPage(page, '/api/logout');

  await askForResetLink(page, account.email);
  const mail = await waitForMail(account.email, /Reset your password/);
  expect(mail.text).toContain(account.username);
  const link = resetLinkPath(mail);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(toasts(page).filter({ hasText: 'Password changed' })).toContainText(
    'Every other session of your account was signed out.',
  );
  await expect(accountButton(page, account.username)).toBeVisible();
  expect((await currentUser(page))?.username).toBe(account.username);

  await expect.poll(() => currentUser(other)).toBeNull();
  expect(await loginStatus(browser, account.username, TEST_PASSWORD)).toBe(401);
  expect(await loginStatus(browser, account.username, NEW_PASSWORD)).toBe(200);

  // The link works once.
  await page.goto(link);
  await setNewPassword(page, 'another-lantern-52');
  await expect(toasts(page).filter({ hasText: 'Error resetting password' })).toContainText(
    'This password reset link is invalid, expired or already used.',
  );
  expect(await loginStatus(browser, account.username, NEW_PASSWORD)).toBe(200);
  await other.context().close();
});

test('"Forgot password?" says the same for an address no account has', async ({ page }) => {
  await askForResetLink(page, `${uniqueUsername('nobody')}@example.com`);
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
});

test('changing the password on /account keeps this browser signed in and signs another one out', async ({
  page,
  browser,
}) => {
  const account = await registerThroughApi(page);
  const other = await signedInElsewhere(browser, account);

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Password', exact: true });
  await section.getByLabel('Current password').fill(TEST_PASSWORD);
  await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();

  await expect(toasts(page).filter({ hasText: 'Password changed' })).toContainText(
    'Every other session of your account was signed out.',
  );
  await expect(section.getByLabel('Current password')).toHaveValue('');
  await expect.poll(() => currentUser(other)).toBeNull();
  expect((await currentUser(page))?.username).toBe(account.username);
  await page.reload();
  await expect(accountButton(page, account.username)).toBeVisible();

  expect(await loginStatus(browser, account.username, TEST_PASSWORD)).toBe(401);
  expect(await loginStatus(browser, account.username, NEW_PASSWORD)).toBe(200);
  await other.context().close();
});

test('a wrong current password on /account is refused with a toast', async ({ page }) => {
  const account = await registerThroughApi(page);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Password', exact: true });
  await section.getByLabel('Current password').fill('not-the-password');
  await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(toasts(page).filter({ hasText: 'Error changing password' })).toContainText(
    'Your current password is not correct',
  );
  expect((await currentUser(page))?.username).toBe(account.username);
});
