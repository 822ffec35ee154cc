import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { recordRequestPaths } from '../support/requests';
import {
  addLocationThroughApi,
  createMapAsNewOwner,
  createProtectedMap,
  uniquePermalink,
} from './map-page/map-page-fixtures';

test('/embed/test loads only the map remote’s embed entry, without the shell', async ({ page }) => {
  const requested = recordRequestPaths(page);
  await page.goto('/embed/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Groupmap demo map' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // No shell: no federated remotes, no header or footer (the runtime configuration may be read: it
  // names the tile server).
  expect(requested.filter((path) => path.startsWith('/mf/'))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Groupmap', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // Every script comes from mf-map's embed entry.
  const scripts = requested.filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^\/embed\//);
});

test('/embed pages may be framed by any site while other pages refuse framing', async ({ request }) => {
  const embed = await request.get('/embed/test');
  expect(embed.headers()['content-security-policy']).not.toContain("frame-ancestors 'none'");
  const page = await request.get('/about');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('/embed sets no cookie and creates no session, its API reads included', async ({ page, request }) => {
  const direct = await request.get('/embed/test');
  expect(direct.headers()['set-cookie']).toBeUndefined();
  await page.goto('/embed/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Groupmap demo map' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.context().cookies()).toEqual([]);
});

// The embedded map itself (decisions.md, Embedding): the demo map's searchable list and map,
// view-only, with "Open full map"; a protected map's name and that link only.

const list = (page: Page) => page.getByRole('list', { name: 'Locations' });
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of locations' });
const markersReady = (page: Page) => expect(page.locator('[data-markers-ready="true"]')).toHaveCount(1);

test.describe('in a large embed (800x600)', () => {
  test.use({ viewport: { width: 800, height: 600 } });

  test('/embed/test shows the demo’s list and markers, and search filters both', async ({ page }) => {
    const requested = recordRequestPaths(page);
    await page.goto('/embed/test');
    await expect(list(page).getByRole('button', { name: 'Eiffel Tower' })).toBeVisible();
    await expect(list(page).getByRole('button', { name: 'Sydney Opera House' })).toBeVisible();
    await markersReady(page);
    await expect(mapRegion(page).locator('.gm-marker').first()).toBeVisible();

    const open = page.getByRole('link', { name: 'Open full map' });
    await expect(open).toHaveAttribute('href', '/map/test');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /\bnoopener\b/);

    // The search keeps one location in the list and one marker on the map.
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('EIFFEL');
    await expect(list(page).getByRole('listitem')).toHaveCount(1);
    await expect(list(page).getByRole('button', { name: 'Eiffel Tower' })).toBeVisible();
    await markersReady(page);
    await expect(mapRegion(page).locator('.gm-marker--cluster')).toHaveCount(0);
    await expect(mapRegion(page).locator('.gm-marker--location')).toHaveCount(1);
    await expect(mapRegion(page).getByRole('button', { name: 'Eiffel Tower' })).toBeVisible();

    // Expanded: the address, the custom field's link, "Zoom to location", and neither Edit nor Delete.
    await list(page).getByRole('button', { name: 'Eiffel Tower' }).click();
    await expect(list(page).getByText('Champ de Mars, Paris')).toBeVisible();
    await expect(list(page).getByRole('link', { name: 'https://www.toureiffel.paris' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(list(page).getByRole('button', { name: 'Zoom to location' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('searchbox', { name: 'Search locations' }).fill('no place is called this');
    await expect(page.getByText('No results found')).toBeVisible();
    await markersReady(page);
    await expect(mapRegion(page).locator('.gm-marker')).toHaveCount(0);

    // View-only and sessionless: no session call, and no write of any kind.
    expect(requested).not.toContain('/api/session');
    expect(requested.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/maps/'))).toEqual(
      [],
    );
  });

  test('the owner’s own location has neither Edit nor Delete in the embed: its reads carry no cookies', async ({
    page,
  }) => {
    const map = await createMapAsNewOwner(page, { name: 'Embedded Pantries' });
    await addLocationThroughApi(page, map.id, { name: 'Corner pantry' });

    const cookiesBefore = await page.context().cookies();
    const cookieHeaders: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) cookieHeaders.push(request.headers().cookie);
    });
    await page.goto(`/embed/${map.permalink}`);
    await list(page).getByRole('button', { name: 'Corner pantry' }).click();
    await expect(list(page).getByRole('button', { name: 'Zoom to location' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
    expect(cookieHeaders.length).toBeGreaterThan(0);
    expect(cookieHeaders).toEqual(cookieHeaders.map(() => undefined));
    expect(await page.context().cookies()).toEqual(cookiesBefore);
  });
});

test.describe('in a small embed (400x300)', () => {
  test.use({ viewport: { width: 400, height: 300 } });

  test('Map View and List View share the frame, and "Zoom to location" shows the map', async ({ page }) => {
    await page.goto('/embed/test');
    await expect(page.getByRole('tab', { name: 'Map View' })).toHaveAttribute('aria-selected', 'true');
    await markersReady(page);
    // The frame holds it all: nothing scrolls the page.
    expect(await page.locator('html').evaluate((html) => html.scrollHeight)).toBeLessThanOrEqual(300);

    await page.getByRole('tab', { name: 'List View' }).click();
    await expect(mapRegion(page)).toHaveCount(0);
    await list(page).getByRole('button', { name: 'Eiffel Tower' }).click();
    await expectNoSeriousA11yViolations(page);
    await list(page).getByRole('button', { name: 'Zoom to location' }).click();

    await expect(page.getByRole('tab', { name: 'Map View' })).toHaveAttribute('aria-selected', 'true');
    // The map comes back zoomed in on it, with its popup open.
    await expect(mapRegion(page).getByText('Champ de Mars, Paris')).toBeVisible();
    await markersReady(page);
  });
});

test('a protected map’s embed shows its name, description and "Open full map" only', async ({
  page,
  browser,
}) => {
  const map = await createProtectedMap(page, {
    name: 'Allotment Plots',
    description: 'Members only: plot holders and their families',
    password: 'marrow-season-42',
  });

  // A visitor, and the owner too: the embed's reads carry no session, so no grant and no ownership.
  const visitorContext = await browser.newContext();
  try {
    for (const viewer of [await visitorContext.newPage(), page]) {
      const requested = recordRequestPaths(viewer);
      await viewer.goto(`/embed/${map.permalink}`);
      await expect(viewer.getByRole('heading', { level: 1, name: map.name })).toBeVisible();
      await expect(viewer.getByText(map.description)).toBeVisible();
      await expect(viewer.getByRole('link', { name: 'Open full map' })).toHaveAttribute(
        'href',
        `/map/${map.permalink}`,
      );
      await viewer.waitForLoadState('networkidle');
      await expect(viewer.getByRole('searchbox')).toHaveCount(0);
      await expect(viewer.getByRole('list', { name: 'Locations' })).toHaveCount(0);
      await expect(mapRegion(viewer)).toHaveCount(0);
      await expect(viewer.getByRole('button', { name: 'Enter Password to View Map' })).toHaveCount(0);
      expect(requested.filter((path) => path.endsWith('/locations'))).toEqual([]);
    }
  } finally {
    await visitorContext.close();
  }
});

test('/embed of an unknown map says "Map not found"', async ({ page }) => {
  await page.goto(`/embed/${uniquePermalink('missing')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Map not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open full map' })).toHaveCount(0);
});
