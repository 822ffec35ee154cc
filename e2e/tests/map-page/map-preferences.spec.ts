import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addLocationThroughApi, createMapAsNewOwner } from './map-page-fixtures';

// The `map_preferences` cookie (decisions.md, Sessions and cookies): the map page remembers per map
// the Map/List tab of narrow screens and the last map view, and holds nothing about the visitor.

const COOKIE = 'map_preferences';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const tab = (page: Page, name: 'Map View' | 'List View') => page.getByRole('tab', { name });
const markersReady = (page: Page) => expect(page.locator('[data-markers-ready="true"]')).toHaveCount(1);
const locationMarkers = (page: Page) => page.locator('.gm-marker--location');

async function preferencesCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE);
}

/** The cookie's content, decoded (its JSON object keyed by map id). */
async function preferences(context: BrowserContext): Promise<Record<string, Record<string, unknown>>> {
  const cookie = await preferencesCookie(context);
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, Record<string, unknown>>)
    : {};
}

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the chosen tab is still chosen after a reload, and the cookie holds no personal data', async ({
    page,
    context,
  }) => {
    const response = await page.request.get('/api/maps/test');
    expect(response.status()).toBe(200);
    const { id: mapId } = (await response.json()) as { id: number };

    await page.goto('/map/test');
    await expect(tab(page, 'Map View')).toHaveAttribute('aria-selected', 'true');
    // Opening a map remembers nothing yet.
    expect(await preferencesCookie(context)).toBeUndefined();

    await tab(page, 'List View').click();
    await expect(page.getByRole('list', { name: 'Locations' })).toBeVisible();
    await expect.poll(async () => (await preferences(context))[String(mapId)]?.tab).toBe('list');

    await page.reload();
    await expect(tab(page, 'List View')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Map View')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('list', { name: 'Locations' })).toBeVisible();

    // Set by the browser for the whole site, for a year; nothing in it identifies the visitor.
    const cookie = (await preferencesCookie(context))!;
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(ONE_YEAR_SECONDS - 3600);
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(ONE_YEAR_SECONDS);
    const content = await preferences(context);
    expect(Object.keys(content)).toEqual([String(mapId)]);
    for (const entry of Object.values(content)) {
      expect(Object.keys(entry).every((key) => ['tab', 'view', 'seen'].includes(key))).toBe(true);
    }
    const otherCookies = (await context.cookies()).filter(({ name }) => name !== COOKIE);
    for (const other of otherCookies) expect(cookie.value).not.toContain(other.value);

    // And back: the map tab is remembered just as well.
    await tab(page, 'Map View').click();
    await page.reload();
    await expect(tab(page, 'Map View')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a remembered view replaces the fit to the markers, and a zoom is remembered', async ({
    page,
    context,
    baseURL,
  }) => {
    const map = await createMapAsNewOwner(page, { name: 'Remembered View' });
    await addLocationThroughApi(page, map.id, { name: 'Pantry' });

    // Without a remembered view the map fits its one marker.
    await page.goto(`/map/${map.permalink}`);
    await markersReady(page);
    await expect(locationMarkers(page)).toHaveCount(1);
    expect((await preferences(context))[String(map.id)]).toBeUndefined();

    // A view over the South Pacific, far from London: the page opens there instead.
    const pacific = { [map.id]: { view: [-45, -140, 6], seen: 1 } };
    await context.addCookies([
      { name: COOKIE, value: encodeURIComponent(JSON.stringify(pacific)), url: baseURL! },
    ]);
    await page.reload();
    await markersReady(page);
    await expect(locationMarkers(page)).toHaveCount(0);

    // Zooming in is remembered, around the same centre (Leaflet keeps it to the pixel).
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const view = async () => (await preferences(context))[String(map.id)]?.view as number[] | undefined;
    await expect.poll(async () => (await view())?.[2]).toBe(7);
    const [latitude, longitude] = (await view())!;
    expect(latitude).toBeCloseTo(-45, 1);
    expect(longitude).toBeCloseTo(-140, 1);
  });
});
