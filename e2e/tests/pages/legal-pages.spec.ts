import { expect, test } from '@playwright/test';
import type { RuntimeConfig } from '@groupmap/contracts';

// /terms, /privacy and /cookies: spec section 9 (the terms' sections and constants, the privacy
// policy's sections and data items) and decisions.md (the cookies the product sets; the operator
// named from configuration).

const TERMS_SECTIONS = [
  'Introduction',
  'Company information',
  'Services',
  'Accounts and security',
  'Conduct',
  'Content ownership and licensing',
  'Privacy',
  'Payment',
  'Availability',
  'Liability',
  'Modifications',
  'Governing law',
  'Termination',
  'Contact',
  'Severability',
  'Force majeure',
];

/** The constants of spec section 9 as the terms state them. */
const TERMS_CONSTANTS = [
  'within 48 business hours',
  'within 7 days',
  'No refunds for partial months',
  '5-10 business days',
  "30 days' notice before we cancel a subscription",
  'pounds sterling (GBP) and exclude VAT',
  'credit or debit card and by bank transfer',
  '99.9% of the time, but this is a target, not a guarantee',
  'the amount you paid us in the 12 months',
  'direct damages only',
  'within one year',
  "at least 30 days' notice of material changes",
  'informally within 30 days',
  'mediation',
  'law of the United Kingdom',
  'courts of the United Kingdom',
  'class or representative action',
  'Children under 13',
  'consent and supervision of a parent or guardian',
  'commercial subscription',
  'prior written consent',
  'Contributions are permanent',
  'remains after you delete your account',
  'licence to host, store, copy, display and maintain',
];

const PRIVACY_SECTIONS = [
  'Information we collect',
  'How we use your information',
  'Sharing your information',
  'Security',
  'Your rights',
  'Contact',
];

const DATA_ITEMS = [
  'Email address',
  'Username',
  'Map contributions',
  'Communication preferences',
  'Payment information for premium plans',
  'Device information',
  'IP address',
  'Usage data',
  'Location, when permitted',
];

const COOKIES = ['session_id', 'csrf_token', 'map_preferences'];

test('/terms has its 16 numbered sections in order and the effective date', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(
    TERMS_SECTIONS.map((title, index) => `${index + 1}. ${title}`),
  );
  await expect(article).toContainText('Effective date: 14 January 2025');
  await expect(article).toContainText('Last updated: 14 January 2025');
  await expect(article.locator('time[datetime="2025-01-14"]')).toHaveCount(2);
});

test('/terms states every business constant of spec section 9', async ({ page }) => {
  await page.goto('/terms');
  const article = page.getByRole('article');
  for (const constant of TERMS_CONSTANTS) await expect(article, constant).toContainText(constant);
});

test('/terms links each entry of its contents to its section', async ({ page }) => {
  await page.goto('/terms');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: '8. Payment' }).click();
  await expect(page).toHaveURL(/\/terms#payment$/);
  await expect(page.getByRole('heading', { level: 2, name: '8. Payment' })).toBeInViewport();
});

test('/privacy covers its six sections and every data item collected', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(PRIVACY_SECTIONS);
  const collected = article.getByRole('region', { name: 'Information we collect' });
  for (const item of DATA_ITEMS) await expect(collected.getByText(`${item}:`, { exact: true })).toBeVisible();
});

test('/cookies lists exactly session_id, csrf_token and map_preferences, and no analytics cookies', async ({
  page,
}) => {
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cookies Groupmap sets' });
  await expect(table.getByRole('rowheader')).toHaveText(COOKIES);
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toContainText(
    'Groupmap sets no analytics cookies',
  );
});

test('every cookie the product sets on a visit is one the cookie policy lists', async ({ page, context }) => {
  for (const path of ['/', '/login', '/map/test', '/cookies']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names.filter((name) => !COOKIES.includes(name))).toEqual([]);
});

/** Each page, the section that holds the operator's details, and whether its text names the operator. */
const OPERATOR_SECTIONS = [
  { path: '/terms', section: '14. Contact', operatedBy: true },
  { path: '/privacy', section: 'Contact', operatedBy: false },
  { path: '/cookies', section: 'Contact', operatedBy: false },
  { path: '/about', section: 'Who runs Groupmap', operatedBy: true },
];

for (const { path, section, operatedBy } of OPERATOR_SECTIONS) {
  test(`${path} names the operator from the runtime configuration`, async ({ page, request }) => {
    const { operator } = (await (await request.get('/runtime-config.json')).json()) as RuntimeConfig;
    await page.goto(path);
    const contact = page.getByRole('region', { name: section, exact: true });
    await expect(contact.getByRole('definition')).toHaveText([
      operator.companyName,
      operator.registeredAddress,
      operator.contactEmail,
    ]);
    await expect(contact.getByRole('link', { name: operator.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${operator.contactEmail}`,
    );
    if (operatedBy)
      await expect(page.getByRole('article')).toContainText(
        `Groupmap is operated by ${operator.companyName}`,
      );
  });
}
