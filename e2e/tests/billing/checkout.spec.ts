import { expect, test, type Page } from '@playwright/test';
import { currentUser, postAsPage, registerThroughApi } from '../../support/accounts';
import { setPlan } from '../../support/set-plan';
import { toasts } from '../../support/toasts';

// Subscribing end to end in TEST MODE (test platforms run billing with BILLING_TEST_MODE=true): the
// built-in checkout, the plan event reaching auth, and the page and header following it without a
// reload; downgrades scheduled for the period end, shown until they happen.

/** The demo code a TEST MODE billing creates at start-up (never a migration): 20% off. */
const DEMO_CODE = 'GROUPMAP20';

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const planCard = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

/** Marks the document, so a test can tell that the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(globalThis, { __sameDocument: true }));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (globalThis as { __sameDocument?: boolean }).__sameDocument === true);
}

/** The British long date the page and the server's messages use ("21 November 2027"). */
function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

test('a free user upgrades to Pro through the TEST MODE checkout with the demo discount code', async ({
  page,
}) => {
  const { username } = await registerThroughApi(page);
  await page.goto('/subscription');
  await markDocument(page);

  // Hold the request, to see the clicked button while it is in flight.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/subscribe/**', async (route) => {
    await held;
    await route.continue();
  });
  await main(page).getByLabel('Discount code').fill(`  ${DEMO_CODE} `);
  const subscribeRequest = page.waitForRequest('**/api/subscribe/**');
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(planCard(page, 'Pro').getByRole('button')).toHaveText('Loading...');
  await expect(planCard(page, 'Pro').getByRole('button')).toBeDisabled();
  const sent = new URL((await subscribeRequest).url());
  expect(sent.pathname).toBe('/api/subscribe/pro');
  expect(Object.fromEntries(sent.searchParams)).toEqual({ interval: 'year', discountCode: DEMO_CODE });
  release();

  await expect(page).toHaveURL(/\/subscription\/checkout\/[0-9a-f-]{36}$/);
  await expect(main(page)).toContainText('TEST MODE — no payment is taken');
  await expect(main(page)).toContainText('Pro');
  await expect(main(page)).toContainText('£45/year');
  await expect(main(page)).toContainText(`${DEMO_CODE} (20% off)`);
  await expect(main(page)).toContainText('£36/year');

  await main(page).getByRole('button', { name: 'Complete payment' }).click();
  await expect(page).toHaveURL('/subscription');
  await expect(toasts(page)).toContainText('Payment successful');
  await expect(header(page).getByRole('button', { name: new RegExp(`^${username}`) })).toContainText('Pro');
  await expect(header(page).getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expect(planCard(page, 'Pro').getByRole('button')).toHaveText('Current Plan');
  await expect(planCard(page, 'Free').getByRole('button')).toHaveText('Downgrade to Free');
  await expect(main(page)).toContainText('Active');
  expect(await isSameDocument(page)).toBe(true);
});

test('cancelling the TEST MODE checkout comes back to the plans and leaves the plan as it was', async ({
  page,
}) => {
  await registerThroughApi(page);
  await page.goto('/subscription');
  await planCard(page, 'Business').getByRole('button', { name: 'Upgrade to Business' }).click();
  await expect(main(page)).toContainText('TEST MODE — no payment is taken');
  await expect(main(page)).toContainText('£100/year');
  await main(page).getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL('/subscription');
  await expect(toasts(page)).toContainText('Checkout cancelled');
  await expect(planCard(page, 'Business').getByRole('button')).toHaveText('Upgrade to Business');
  expect((await currentUser(page))?.currentPlan).toBe('free');
});

test('an unknown discount code shows the "Error" toast with the server text and no checkout', async ({
  page,
}) => {
  await registerThroughApi(page);
  await page.goto('/subscription');
  await main(page).getByLabel('Discount code').fill('NO-SUCH-CODE');
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();

  await expect(toasts(page)).toContainText('Error');
  await expect(toasts(page)).toContainText('Invalid discount code');
  await expect(page).toHaveURL('/subscription');
  await expect(planCard(page, 'Pro').getByRole('button')).toHaveText('Upgrade to Pro');
});

/** The user's period end as GET /api/user answers it, in the British long form. */
async function periodEndDate(page: Page): Promise<string> {
  const user = (await (await page.request.get('/api/user')).json()) as { subscriptionPeriodEnd: string };
  return longDate(user.subscriptionPeriodEnd);
}

/** The notice of a change waiting for the period end (a status, above the plans). */
const scheduledNotice = (page: Page) => main(page).getByRole('status');

test('a pro user who downgrades to Free is told the plan stays until the period-end date, and is not offered it again', async ({
  page,
}) => {
  await registerThroughApi(page);
  // Upgrade through the API: the checkout page itself is the first test's subject.
  const started = await postAsPage(page, '/api/subscribe/pro?interval=year');
  expect(started.status(), await started.text()).toBe(200);
  const checkoutId = ((await started.json()) as { url: string }).url.split('/').pop();
  const completed = await postAsPage(page, `/api/billing/test-checkout/${checkoutId}/complete`);
  expect(completed.status(), await completed.text()).toBe(200);
  await expect.poll(async () => (await currentUser(page))?.currentPlan, { timeout: 20_000 }).toBe('pro');

  await page.goto('/subscription');
  await planCard(page, 'Free').getByRole('button', { name: 'Downgrade to Free' }).click();

  const periodEnd = await periodEndDate(page);
  const notice = `Your Pro plan stays active until ${periodEnd}, then your account moves to the Free plan.`;
  await expect(toasts(page)).toContainText('Plan change scheduled');
  await expect(toasts(page)).toContainText(notice);
  await expect(scheduledNotice(page)).toContainText(notice);
  await expect(main(page).getByText('Active until', { exact: true })).toBeVisible();
  await expect(main(page)).toContainText(periodEnd);
  await expect(planCard(page, 'Free').getByRole('button')).toHaveText('Scheduled');
  await expect(planCard(page, 'Free').getByRole('button')).toBeDisabled();
  await expect(planCard(page, 'Pro').getByRole('button')).toHaveText('Current Plan');
});

test('a business user who schedules a downgrade to Pro sees when it happens and is not offered it again', async ({
  page,
}) => {
  const { username } = await registerThroughApi(page);
  await setPlan(page, username, 'business');
  await page.goto('/subscription');
  await expect(scheduledNotice(page)).toHaveCount(0);
  await planCard(page, 'Pro').getByRole('button', { name: 'Downgrade to Pro' }).click();

  const notice = `Your Business plan stays active until ${await periodEndDate(page)}, then your account moves to the Pro plan.`;
  await expect(toasts(page)).toContainText(notice);
  await expect(scheduledNotice(page)).toContainText(notice);
  await expect(planCard(page, 'Pro').getByRole('button')).toHaveText('Scheduled');
  await expect(planCard(page, 'Pro').getByRole('button')).toBeDisabled();
  await expect(main(page).getByRole('button', { name: 'Downgrade to Pro' })).toHaveCount(0);
  await expect(planCard(page, 'Business').getByRole('button')).toHaveText('Current Plan');
  await expect(planCard(page, 'Free').getByRole('button')).toHaveText('Downgrade to Free');

  // The account carries the scheduled change (GET /api/user), so a later visit shows it too.
  expect(await currentUser(page)).toMatchObject({ currentPlan: 'business', scheduledPlan: 'pro' });
  await page.reload();
  await expect(scheduledNotice(page)).toContainText(notice);
  await expect(planCard(page, 'Pro').getByRole('button')).toHaveText('Scheduled');
});
