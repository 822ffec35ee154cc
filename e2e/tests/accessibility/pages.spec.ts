import { expect, test, type Page } from '@playwright/test';
import {
  postAsPage,
  registerThroughApi,
  signInAsSharedAccount,
  TEST_PASSWORD,
  uniqueUsername,
} from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { waitUntilOpened } from '../../support/popup-opening';
import { toasts } from '../../support/toasts';

// Issue 9 (accessibility): axe-core finds no serious or critical WCAG 2.x A/AA violation on any page
// of the route table (spec section 2), the shell's not-found page, the map page and the embed. Each
// page is checked once its content is on screen and the network is quiet, so late-loading remotes
// and their styles are part of what is checked. Two states that once failed are checked too: the
// destructive toast and the Edit Map dialog (its fixed permalink).

interface PageUnderCheck {
  path: string;
  /** The level-1 heading that shows the page's content has rendered. */
  heading: string | RegExp;
  signedIn?: boolean;
}

const PAGES: PageUnderCheck[] = [
  { path: '/', heading: 'Shared maps for your group' },
  { path: '/about', heading: 'About Groupmap' },
  { path: '/changelog', heading: 'Changelog' },
  { path: '/login', heading: 'Login' },
  { path: '/register', heading: 'Register' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/subscription', heading: 'Subscription Plans' },
  { path: '/subscription', heading: 'Subscription Plans', signedIn: true },
  { path: '/create', heading: 'Create New Map', signedIn: true },
  { path: '/no-such-page', heading: 'Page not found' },
  // The demo map (or "Map not found" before it exists): any level-1 heading once loading is over.
  { path: '/map/test', heading: /\S/ },
  { path: '/embed/test', heading: /\S/ },
  { path: '/map/no-such-map-a11y', heading: 'Map not found' },
];

/** Waits until the page shows its content: its heading, no loading state, no pending requests. */
async function waitForContent(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.getByText('Loading map...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const { path, heading, signedIn } of PAGES) {
  test(`${path} ${signedIn ? 'signed in' : 'signed out'} has no serious or critical axe violation`, async ({
    page,
  }) => {
    if (signedIn) await signInAsSharedAccount(page);
    await page.goto(path);
    await waitForContent(page, heading);
    await expectNoSeriousA11yViolations(page);
  });
}

test('/dashboard with a map card, and its Edit Map dialog, have no serious or critical axe violation', async ({
  page,
}) => {
  // A user of its own: the shared account's one free map may be taken by other tests.
  await registerThroughApi(page);
  const name = `Map a11y-${uniqueUsername()}`;
  const created = await postAsPage(page, '/api/maps', {
    name,
    permalink: name.slice(4),
    description: 'A map whose card is checked',
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard');
  await waitForContent(page, 'My Maps');
  await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Map' });
  await expect(dialog.getByRole('textbox', { name: /^\W*Name$/ }).first()).toHaveValue(name);
  // Its first stage is transparent with no animation running yet, which axe's own wait cannot see.
  await waitUntilOpened(dialog);
  await expectNoSeriousA11yViolations(page);
});

test('the destructive toast of a failed login has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/login');
  await waitForContent(page, 'Login');
  await page.getByLabel('Username').fill(uniqueUsername('nobody'));
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(toasts(page)).toContainText('Login failed');
  await expectNoSeriousA11yViolations(page);
});
