// Accounts for end-to-end tests: unique usernames, one shared account per worker, and signing a
// page in through the API (fast set-up for tests about something else). Registrations are limited
// per client IP, and every test comes from 127.0.0.1, so tests that only need "a signed-in user"
// share one account and only tests about registering or plans make their own.
import { randomBytes } from 'node:crypto';
import { expect, request, type Page } from '@playwright/test';

/** The password every test account gets (long and unusual enough for the common-password check). */
export const TEST_PASSWORD = 'lantern-orchard-47';

export interface TestAccount {
  username: string;
  email: string;
}

/** A username no other test (or earlier run) has used: letters and digits, well within 50. */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm test` or the e2e global setup');
  return url;
}

/** The visitor's CSRF token; the page must have been loaded once so the gateway set the cookie. */
export async function csrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'csrf_token');
  if (!cookie) throw new Error('no csrf_token cookie: load a page of the platform first');
  return cookie.value;
}

/** A state-changing API call made with the page's cookies, as the browser's client makes it. */
export async function postAsPage(page: Page, path: string, data?: unknown) {
  return page.request.post(path, { data, headers: { 'x-csrf-token': await csrfToken(page) } });
}

/**
 * Registers a new account through POST /api/register with the page's session, which signs the
 * page's visitor in. The page is left on /about (a light page) with the cookies in place.
 */
export async function registerThroughApi(page: Page, username = uniqueUsername()): Promise<TestAccount> {
  await page.goto('/about');
  const account = { username, email: `${username}@example.com` };
  const response = await postAsPage(page, '/api/register', { ...account, password: TEST_PASSWORD });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

let shared: Promise<TestAccount> | undefined;

/** One free-plan account per worker, registered on first use in a session of its own. */
export function sharedAccount(): Promise<TestAccount> {
  shared ??= (async () => {
    const context = await request.newContext({ baseURL: baseUrl() });
    try {
      await context.get('/api/session');
      const csrf = (await context.storageState()).cookies.find(({ name }) => name === 'csrf_token');
      const username = uniqueUsername('shared');
      const account = { username, email: `${username}@example.com` };
      const response = await context.post('/api/register', {
        data: { ...account, password: TEST_PASSWORD },
        headers: { 'x-csrf-token': csrf?.value ?? '' },
      });
      expect(response.status(), await response.text()).toBe(201);
      return account;
    } finally {
      await context.dispose();
    }
  })();
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}

/**
 * Signs the page's visitor in as `account` through POST /api/login. The page is left on /about with
 * the new session cookie in place.
 */
export async function signInThroughApi(page: Page, account: TestAccount): Promise<TestAccount> {
  await page.goto('/about');
  const response = await postAsPage(page, '/api/login', {
    username: account.username,
    password: TEST_PASSWORD,
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Signs the page in as the worker's shared account. */
export async function signInAsSharedAccount(page: Page): Promise<TestAccount> {
  return signInThroughApi(page, await sharedAccount());
}

/** GET /api/user with the page's cookies: the user, or null when signed out. */
export async function currentUser(page: Page): Promise<{ username: string; currentPlan: string } | null> {
  const response = await page.request.get('/api/user');
  if (response.status() === 401) return null;
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { username: string; currentPlan: string };
}
