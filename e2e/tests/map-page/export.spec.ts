import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { addLocationThroughApi, createMapAsNewOwner, createProtectedMap } from './map-page-fixtures';

// Issue 13, Export, from the browser: "Download" beside "Share" on the map page (a menu of GeoJSON,
// CSV, KML and GPX, reached by keyboard too) and on the owner's map card in the dashboard. The
// server names each file (Content-Disposition) and a protected map's visitor downloads with the
// grant their password gave them. The files' full contents are the maps service's tests.

interface ExportedFeature {
  type: string;
  geometry: { type: string; coordinates: [number, number] };
  properties: { name: string; address: string };
}
interface ExportedCollection {
  type: string;
  features: ExportedFeature[];
}
interface ListedLocation {
  name: string;
  latitude: number;
  longitude: number;
}

const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download', exact: true });
const downloadMenu = (page: Page) => page.getByRole('menu', { name: 'Download' });

/** Runs `choose` (a click or a key on a menu item) and answers the download it starts. */
async function downloadOf(page: Page, choose: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), choose()]);
  return download;
}

const fileText = async (download: Download) => readFile((await download.path())!, 'utf8');

/** Each location as "name|longitude|latitude", to 6 decimals, sorted (the export is oldest first). */
const pointKeys = (points: Array<{ name: string; coordinates: [number, number] }>) =>
  points.map(({ name, coordinates: [lon, lat] }) => `${name}|${lon.toFixed(6)}|${lat.toFixed(6)}`).sort();

test("a visitor downloads the demo map as GeoJSON: a FeatureCollection of the map's locations", async ({
  page,
}) => {
  await page.goto('/map/test');
  const button = downloadButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(downloadMenu(page)).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(downloadMenu(page).getByRole('menuitem')).toHaveText(['GeoJSON', 'CSV', 'KML', 'GPX']);
  await expect(downloadMenu(page).getByRole('menuitem', { name: 'GeoJSON' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  const download = await downloadOf(page, () =>
    downloadMenu(page).getByRole('menuitem', { name: 'GeoJSON' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^[^/\\]+\.geojson$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  const exported = JSON.parse(await fileText(download)) as ExportedCollection;
  expect(exported.type).toBe('FeatureCollection');
  expect(exported.features.length).toBeGreaterThan(0);
  for (const feature of exported.features) {
    expect(feature.type).toBe('Feature');
    expect(feature.geometry.type).toBe('Point');
  }

  // The same locations the page lists, read with the visitor's own session.
  const map = (await (await page.request.get('/api/maps/test')).json()) as { id: number };
  const listed = (await (await page.request.get(`/api/maps/${map.id}/locations`)).json()) as ListedLocation[];
  expect(
    pointKeys(
      exported.features.map((f) => ({ name: f.properties.name, coordinates: f.geometry.coordinates })),
    ),
  ).toEqual(pointKeys(listed.map((l) => ({ name: l.name, coordinates: [l.longitude, l.latitude] }))));
});

test('the Download menu works from the keyboard and closes on Escape, Tab or a press elsewhere', async ({
  page,
}) => {
  await page.goto('/map/test');
  const button = downloadButton(page);
  const item = (name: string) => downloadMenu(page).getByRole('menuitem', { name });

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(item('GeoJSON')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('CSV')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('GPX')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('GeoJSON')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('GPX')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('GeoJSON')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(downloadMenu(page)).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // ArrowUp on the button opens the menu at its last item; Tab closes it and moves on.
  await page.keyboard.press('ArrowUp');
  await expect(item('GPX')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(downloadMenu(page)).toBeHidden();

  await button.click();
  await expect(downloadMenu(page)).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(downloadMenu(page)).toBeHidden();

  // Enter on an item follows its link: the map downloads as KML.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(item('GeoJSON')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('CSV')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('KML')).toBeFocused();
  const download = await downloadOf(page, () => page.keyboard.press('Enter'));
  expect(download.suggestedFilename()).toMatch(/\.kml$/);
  expect(await fileText(download)).toContain('<kml');
});

test('the embedded map offers no Download', async ({ page }) => {
  await page.goto('/embed/test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(downloadButton(page)).toHaveCount(0);
});

test("a protected map's visitor downloads it once their password lets them in", async ({ page, browser }) => {
  const map = await createProtectedMap(page, {
    name: 'Quiet Moorings',
    description: 'Members only',
    password: 'slack-water-7',
  });
  await addLocationThroughApi(page, map.id, { name: 'Boathouse' });

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/map/${map.permalink}`);
    await expect(visitor.getByRole('button', { name: 'Enter Password to View Map' })).toBeVisible();
    await expect(downloadButton(visitor)).toHaveCount(0);

    await visitor.getByRole('button', { name: 'Enter Password to View Map' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Password Protected Map' });
    await dialog.getByLabel('Enter Password').fill('slack-water-7');
    await dialog.getByRole('button', { name: 'View Map' }).click();
    await expect(dialog).toHaveCount(0);

    await downloadButton(visitor).click();
    const download = await downloadOf(visitor, () =>
      downloadMenu(visitor).getByRole('menuitem', { name: 'GPX' }).click(),
    );
    expect(download.suggestedFilename()).toBe('quiet-moorings.gpx');
    const gpx = await fileText(download);
    expect(gpx).toContain('<gpx');
    expect(gpx).toContain('Boathouse');
  } finally {
    await visitorContext.close();
  }
});

test("the owner's map card downloads the map as CSV, with a BOM and the header", async ({ page }) => {
  const map = await createMapAsNewOwner(page, { name: 'Export Walk' });
  await addLocationThroughApi(page, map.id, { name: 'Tea Stop' });
  await page.goto('/dashboard');
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: map.name, exact: true }) });

  const button = card.getByRole('button', { name: `Download ${map.name}` });
  const menu = page.getByRole('menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // From the keyboard: Enter opens the menu, which takes the focus; Escape closes it onto the button.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText(['GeoJSON', 'CSV', 'KML', 'GPX']);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const download = await downloadOf(page, () => menu.getByRole('menuitem', { name: 'CSV' }).click());
  expect(download.suggestedFilename()).toBe('export-walk.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, row] = bytes.subarray(3).toString('utf8').split(/\r?\n/);
  // Every text cell quoted (a `;` spreadsheet keeps it whole), the coordinates bare numbers.
  expect(header).toBe('"name","address","latitude","longitude","region","country","createdAt"');
  expect(row).toMatch(/^"Tea Stop","London",51\.5,-0\.12,"England","United Kingdom","\d{4}-\d\d-\d\dT/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
