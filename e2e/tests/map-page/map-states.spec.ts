import { expect, test } from '@playwright/test';
import { createMapAsNewOwner, uniquePermalink } from './map-page-fixtures';

const DEMO_NOTE =
  "This is a demo map: try adding a location. Visitors' additions are removed after 24 hours.";

// The loading and not-found states of spec section 4, the owner-only "Edit Map" of section 6 and
// the demo map's note (decisions.md, Demo content).

test('the page says "Loading map..." until the map arrives, then "Map not found" for an unknown one', async ({
  page,
}) => {
  const permalink = uniquePermalink('missing');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/maps/${permalink}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/map/${permalink}`);
  await expect(page.getByText('Loading map...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Map not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Map not found/);
});

test('only the owner sees "Edit Map"; others get the map with "Share" only', async ({ page, browser }) => {
  const map = await createMapAsNewOwner(page, { name: 'Owned Map', description: 'Line one\nLine two' });
  await page.goto(`/map/${map.permalink}`);
  await expect(page.getByRole('heading', { level: 1, name: map.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Map' })).toBeVisible();
  await expect(page.getByText('Line one')).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/map/${map.permalink}`);
    await expect(visitor.getByRole('heading', { level: 1, name: map.name })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Edit Map' })).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});

test('the demo map tells visitors that their additions are removed after 24 hours', async ({ page }) => {
  await page.goto('/map/test');
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'demo map' })).toHaveText(DEMO_NOTE);

  const map = await createMapAsNewOwner(page, { name: 'Not the demo' });
  await page.goto(`/map/${map.permalink}`);
  await expect(page.getByRole('heading', { level: 1, name: map.name })).toBeVisible();
  await expect(page.getByText(DEMO_NOTE)).toHaveCount(0);
});
