import { expect, test, type Page } from '@playwright/test';
import { PLAN_LIST, type Plan } from '@groupmap/contracts';

// The landing page of spec section 2: header anchors, calls to action, its sections, the pricing table
// generated from the contracts plan table, and the footer links.

const gbp = (amount: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
const count = (value: number) => value.toLocaleString('en-GB');
const included = (value: boolean) => (value ? 'Included' : 'Not included');

/** What each row of the pricing table must show for a plan, straight from the contracts table. */
const EXPECTED_ROWS: Record<string, (plan: Plan) => string> = {
  'Price per year': (plan) => gbp(plan.yearlyPriceGbp),
  'Per month, billed yearly': (plan) => gbp(plan.marketedMonthlyPriceGbp),
  Maps: (plan) => count(plan.limits.maps),
  'Locations per map': (plan) => count(plan.limits.locationsPerMap),
  'Custom fields': (plan) => (plan.limits.customFields === 0 ? 'None' : count(plan.limits.customFields)),
  'Password protection': (plan) => included(plan.limits.passwordProtection),
  'Custom branding (logo)': (plan) => included(plan.limits.logo),
  'Priority support': (plan) => included(plan.limits.prioritySupport),
};

const FOOTER_PATHS = [
  '/about',
  '/changelog',
  '/map/test',
  '/login',
  '/register',
  '/dashboard',
  '/privacy',
  '/terms',
  '/cookies',
];

const AUDIENCES = [
  'Community groups',
  'Event organisers',
  'Friend groups',
  'Civic projects',
  'Environmental projects',
  'Emergency response',
];

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared maps for your group' })).toBeVisible();
}

test('the header anchors scroll to the features and the pricing sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openLanding(page);
  const header = page.getByRole('navigation', { name: 'Main' });
  const pricing = page.getByRole('heading', { level: 2, name: 'Simple yearly pricing' });
  await expect(pricing).not.toBeInViewport();

  await header.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(pricing).toBeInViewport();

  await header.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Everything a shared map needs' }),
  ).toBeInViewport();
  await expect(pricing).not.toBeInViewport();
});

test('opening /#pricing directly shows the pricing section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/#pricing');
  await expect(page.getByRole('heading', { level: 2, name: 'Simple yearly pricing' })).toBeInViewport();
});

test('Sign In leads to the login screen', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('"Start Mapping (It\'s Free)" leads to registration', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('link', { name: "Start Mapping (It's Free)" }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the demo map link opens /map/test', async ({ page }) => {
  await openLanding(page);
  const demo = page.getByRole('link', { name: 'Explore the demo map' });
  await expect(demo).toHaveAttribute('href', '/map/test');
  await demo.click();
  await expect(page).toHaveURL(/\/map\/test$/);
});

test('the page has one h1 and a section per part: features, use cases, testimonials, pricing', async ({
  page,
}) => {
  await openLanding(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const name of [
    'Everything a shared map needs',
    'Made for groups of every kind',
    'What a shared map changes',
    'Simple yearly pricing',
  ])
    await expect(page.getByRole('region', { name })).toBeVisible();

  const features = page.getByRole('region', { name: 'Everything a shared map needs' });
  for (const feature of [
    'Live for everyone at once',
    'Password-protected maps',
    'Custom fields',
    'Share it anywhere',
  ])
    await expect(features.getByRole('heading', { level: 3, name: feature })).toBeVisible();

  const gallery = page.getByRole('region', { name: 'Made for groups of every kind' });
  await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(AUDIENCES);

  const testimonials = page.getByRole('region', { name: 'What a shared map changes' }).locator('figure');
  await expect(testimonials).toHaveCount(3);
  for (const testimonial of await testimonials.all()) {
    await expect(testimonial.locator('blockquote')).not.toBeEmpty();
    await expect(testimonial.locator('figcaption')).not.toBeEmpty();
  }
});

test('the pricing table shows the contracts plan table', async ({ page }) => {
  await openLanding(page);
  const table = page.getByRole('region', { name: 'Simple yearly pricing' }).getByRole('table');
  const columns = table.getByRole('columnheader');
  for (const [index, plan] of PLAN_LIST.entries()) await expect(columns.nth(index)).toContainText(plan.name);

  for (const [label, expected] of Object.entries(EXPECTED_ROWS)) {
    const cells = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect(cells).toHaveCount(1);
    const values = cells.getByRole('cell');
    await expect(values).toHaveCount(PLAN_LIST.length);
    for (const [index, plan] of PLAN_LIST.entries())
      await expect(values.nth(index), `${label}, ${plan.name}`).toHaveAccessibleName(expected(plan));
  }
  await expect(table.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/register');
});

test('the footer links every page of the spec', async ({ page }) => {
  await openLanding(page);
  const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs).toEqual(FOOTER_PATHS);
});

for (const width of [360, 390, 768, 1440]) {
  test(`the page fits a ${width} px wide screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openLanding(page);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
