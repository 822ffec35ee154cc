import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  postAsPage,
  registerThroughApi,
  signInAsSharedAccount,
  signInThroughApi,
  uniqueUsername,
} from '../../support/accounts';
import { PNG_1X1 } from '../../support/images';
import { queryPlatformDb } from '../../support/platform-env';
import { setPlan } from '../../support/set-plan';
import { toasts } from '../../support/toasts';

// Sessions as architecture.md (Requests) has them, seen from outside: created only where needed,
// a new visitor at logout, nothing inherited across accounts, logos served with no session.

const MAP_PASSWORD = 'harbour-light';

async function sessionRows(): Promise<number> {
  const [row] = await queryPlatformDb<{ count: string }>('select count(*) from auth.sessions');
  return Number(row?.count);
}

/** A client with no cookies at all: a crawler, a logo request, a third-party iframe's fetch. */
function cookieless(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: process.env.E2E_BASE_URL });
}

async function sessionIdOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/session');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function cookieOf(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

test('cookieless reads run with no session: no row is created and no cookie is set', async () => {
  const client = await cookieless();
  try {
    const before = await sessionRows();
    for (const path of ['/api/maps/test', '/api/user', '/api/maps/no-such-map', '/api/logos/none.png']) {
      const response = await client.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
    expect(await sessionRows()).toBe(before);
  } finally {
    await client.dispose();
  }
});

test('a sessionless write is refused with 403 and creates nothing', async () => {
  const client = await cookieless();
  try {
    const before = await sessionRows();
    const response = await client.post('/api/feedback', { data: { message: 'Hello' } });
    expect(response.status()).toBe(403);
    expect(response.headers()['x-error-code']).toBe('csrf_rejected');
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(await sessionRows()).toBe(before);
  } finally {
    await client.dispose();
  }
});

test('a page whose session ended still sends its feedback: the client gets a session and retries once', async ({
  page,
}) => {
  await page.goto('/about');
  // The session is gone (expired, or the cookies cleared) while the page stays open.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByLabel('Message').fill('Sent after my session ended.');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(toasts(page)).toContainText('Your feedback has been submitted.');
  expect(await cookieOf(page, 'session_id')).toBeDefined();
});

test('logout makes a new visitor: new public id and CSRF token, and the map-password grant stays behind', async ({
  page,
  browser,
}) => {
  // An owner on the pro plan with a protected map.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const { username: ownerName } = await registerThroughApi(owner, uniqueUsername('owner'));
  await setPlan(owner, ownerName, 'pro');
  const permalink = uniqueUsername('locked');
  const created = await postAsPage(owner, '/api/maps', {
    name: 'Locked map',
    permalink,
    passwordProtected: true,
    password: MAP_PASSWORD,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: mapId } = (await created.json()) as { id: number };
  await ownerContext.close();

  // A signed-in visitor opens it with the password.
  const { username } = await signInAsSharedAccount(page);
  const before = { id: await sessionIdOf(page), csrf: await cookieOf(page, 'csrf_token') };
  const granted = await postAsPage(page, `/api/maps/${mapId}/verify-password`, { password: MAP_PASSWORD });
  expect(granted.status(), await granted.text()).toBe(204);
  const open = await page.request.get(`/api/maps/${permalink}`);
  expect(((await open.json()) as { requiresPassword: boolean }).requiresPassword).toBe(false);

  // Logout through the header menu, as a person at a shared computer would.
  await page.goto('/dashboard');
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${username}`) })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');

  const after = { id: await sessionIdOf(page), csrf: await cookieOf(page, 'csrf_token') };
  expect(after.id).not.toBe(before.id);
  expect(after.csrf).toBeDefined();
  expect(after.csrf).not.toBe(before.csrf);
  const locked = await page.request.get(`/api/maps/${permalink}`);
  expect(((await locked.json()) as { requiresPassword: boolean }).requiresPassword).toBe(true);
  // The new visitor's token works for its own writes.
  const feedback = await postAsPage(page, '/api/feedback', { message: 'New visitor here' });
  expect(feedback.status()).toBe(204);
});

test("signing in over another user's session starts a new visitor", async ({ page }) => {
  await signInAsSharedAccount(page);
  const first = await sessionIdOf(page);
  const other = await registerThroughApi(page, uniqueUsername('second'));
  const second = await sessionIdOf(page);
  expect(second).not.toBe(first);
  // Signing in again as the same user keeps the session.
  await signInThroughApi(page, other);
  expect(await sessionIdOf(page)).toBe(second);
});

test('logos are served with no session and no cookies, under their own sandbox policy', async ({ page }) => {
  const { username } = await registerThroughApi(page, uniqueUsername('brand'));
  await setPlan(page, username, 'pro');
  const uploaded = await page.request.post('/api/upload/logo', {
    multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 } },
    headers: { 'x-csrf-token': (await cookieOf(page, 'csrf_token')) ?? '' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { logoUrl } = (await uploaded.json()) as { logoUrl: string };

  const stranger = await cookieless();
  try {
    for (const client of [page.request, stranger]) {
      const response = await client.get(logoUrl);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(response.headers()['set-cookie']).toBeUndefined();
      expect(response.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  } finally {
    await stranger.dispose();
  }
});
