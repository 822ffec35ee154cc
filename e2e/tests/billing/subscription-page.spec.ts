import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, signInAsSharedAccount } from '../../support/accounts';
import { setPlan } from '../../support/set-plan';
import { toasts } from '../../support/toasts';

// The Subscription page without a checkout (spec sections 2, 4, 5): what visitors and users on each
// plan see, and the e-mail rule that keeps the browser from sending anything.

const main = (page: Page) => page.getByRole('main');
const planCard = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

test('a signed-out visitor sees the plans, the log-in message and a Login button to come back', async ({
  page,
}) => {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
  await expect(main(page)).toContainText('Please log in to manage your subscription');
  await expect(planCard(page, 'Pro')).toContainText('£3.75/month');
  await expect(planCard(page, 'Pro')).toContainText('£45/year');
  await expect(planCard(page, 'Business')).toContainText('£8.50/month');
  await expect(planCard(page, 'Business')).toContainText('£100/year');
  await expect(main(page).getByRole('button', { name: /Upgrade|Plan/ })).toHaveCount(0);
  await expect(main(page).getByLabel('Discount code')).toHaveCount(0);

  await main(page).getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login?returnUrl=%2Fsubscription');
});

test('a free user sees a disabled "Free Plan", upgrades to Pro and Business and the discount-code input', async ({
  page,
}) => {
  await signInAsSharedAccount(page);
  await page.goto('/subscription');
  await expect(main(page).getByLabel('Discount code')).toBeVisible();
  await expect(planCard(page, 'Free').getByRole('button')).toHaveText('Free Plan');
  await expect(planCard(page, 'Free').getByRole('button')).toBeDisabled();
  await expect(planCard(page, 'Pro').getByRole('button')).toHaveText('Upgrade to Pro');
  await expect(planCard(page, 'Pro').getByRole('button')).toBeEnabled();
  await expect(planCard(page, 'Business').getByRole('button')).toHaveText('Upgrade to Business');
});

test('a business user sees "Downgrade to Free", "Downgrade to Pro" and a disabled "Current Plan"', async ({
  page,
}) => {
  const { username } = await registerThroughApi(page);
  await setPlan(page, username, 'business');
  await page.goto('/subscription');
  await expect(planCard(page, 'Free').getByRole('button')).toHaveText('Downgrade to Free');
  await expect(planCard(page, 'Pro').getByRole('button')).toHaveText('Downgrade to Pro');
  await expect(planCard(page, 'Business').getByRole('button')).toHaveText('Current Plan');
  await expect(planCard(page, 'Business').getByRole('button')).toBeDisabled();
});

test('without an "@" in the profile e-mail, subscribing shows "Email Required" and sends nothing', async ({
  page,
}) => {
  await signInAsSharedAccount(page);
  // Registration refuses such addresses, so the profile is changed in the browser: the rule under
  // test is the browser's own.
  await page.route('**/api/user', async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...user, email: 'no-at-sign.example.com' } });
  });
  const subscribeRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/subscribe')) subscribeRequests.push(request.url());
  });
  await page.goto('/subscription');
  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();

  await expect(toasts(page)).toContainText('Email Required');
  await expect(toasts(page)).toContainText(
    'Please update your profile with a valid email before subscribing.',
  );
  await expect(planCard(page, 'Pro').getByRole('button')).toHaveText('Upgrade to Pro');
  expect(subscribeRequests).toEqual([]);
});
