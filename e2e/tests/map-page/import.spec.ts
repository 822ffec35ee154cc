import { formatMessage, mapImportErrors, messages, type ImportStatus } from '@groupmap/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { signInAsSharedAccount } from '../../support/accounts';
import {
  choose,
  chosenIn,
  csv,
  holdProgressReads,
  importButton,
  listedLocation,
  mappingSelect,
  openAndChoose,
  text,
} from './import-dialog-helpers';
import { countLiveMessages, openLive, watchReloads } from './live-viewer';
import { createMapAsNewOwner, createProMap } from './map-page-fixtures';

// Issue 13, Import, from the browser: the owner's "Import locations" dialog on the map page (file,
// preview and mapping, progress, outcome), what live viewers see, and where it is not offered. How
// each format is read and placed is the maps service's tests; these use CSV and the test platform's
// offline gazetteer, which places "..., London" at London.

interface ListedLocation {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  customData: Record<string, string>;
}

const readyRows = (ready: number, rows: number) => formatMessage(text.readyRows, { ready, rows });
const problemRow = (row: number, reason: string) => `${formatMessage(text.problemRow, { row })}: ${reason}`;

async function listedLocations(page: Page, mapId: number): Promise<ListedLocation[]> {
  return (await (await page.request.get(`/api/maps/${mapId}/locations`)).json()) as ListedLocation[];
}

async function mapFields(page: Page, permalink: string): Promise<string[]> {
  return ((await (await page.request.get(`/api/maps/${permalink}`)).json()) as { customFields: string[] })
    .customFields;
}

test.use({ viewport: { width: 1280, height: 800 } });

const PANTRIES = [
  ['Baker Street Surgery', '221B Baker Street, London', '020 7946 0001'],
  ['Rivoli Bookshop', 'Rue de Rivoli, Paris', '01 42 60 00 01'],
  ['Linden Bakery', 'Unter den Linden, Berlin', '030 2000 0001'],
  ['Gran Via Pharmacy', 'Gran Via, Madrid', '091 000 0001'],
  ['', 'Main Street, Dublin', '01 000 0001'],
  ['Dam Square Cafe', 'Dam Square, Amsterdam', '020 000 0001'],
];
const IMPORTED = PANTRIES.filter(([name]) => name !== '');

test('the owner imports a CSV of addresses and a second viewer sees the new locations without reloading', async ({
  page: owner,
  browser,
}) => {
  const map = await createProMap(owner, { name: 'Imported Pantries' }, 'import');
  const viewerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const viewer = await viewerContext.newPage();
    await openLive(owner, `/map/${map.permalink}`);
    const importMessages = countLiveMessages(viewer, 'locationsImported');
    await openLive(viewer, `/map/${map.permalink}`);
    const viewerReloads = watchReloads(viewer, map.id);

    const dialog = await openAndChoose(owner, 'pantries.csv', csv(['name', 'address', 'Phone'], PANTRIES));

    // The preview: what is ready, what the gazetteer will place, the skipped row and the file as read.
    await expect(dialog.getByText(readyRows(5, 6))).toBeVisible();
    await expect(dialog.getByText(formatMessage(text.toGeocode, { n: 5 }))).toBeVisible();
    await expect(dialog.getByRole('heading', { name: text.problems })).toBeVisible();
    await expect(dialog.getByRole('list', { name: text.problems }).getByRole('listitem')).toHaveText([
      problemRow(6, messages.locationNameRequired),
    ]);
    const sample = dialog.getByRole('region', { name: text.sample });
    await expect(sample.getByRole('columnheader')).toHaveText(['name', 'address', 'Phone']);
    await expect(sample.getByRole('row', { name: /Rue de Rivoli, Paris/ })).toContainText('Rivoli Bookshop');

    // The mapping the service guessed: name and address, nothing for the rest, Phone a new field.
    await expect(chosenIn(mappingSelect(dialog, 'Columns', text.targets.name))).toHaveAttribute(
      'title',
      'name',
    );
    await expect(chosenIn(mappingSelect(dialog, 'Columns', text.targets.address))).toHaveAttribute(
      'title',
      'address',
    );
    await expect(chosenIn(mappingSelect(dialog, 'Columns', text.targets.latitude))).toHaveAttribute(
      'title',
      text.noColumn,
    );
    await expect(chosenIn(mappingSelect(dialog, 'Custom fields', 'Phone'))).toHaveAttribute(
      'title',
      text.newField,
    );

    // Import, seen running (the page's progress reads held a moment), then done.
    const progressReads = await holdProgressReads(owner, map.id);
    await dialog.getByRole('button', { name: formatMessage(text.startImport, { n: 5 }) }).click();
    await expect(
      dialog.getByRole('progressbar', { name: formatMessage(text.progress, { done: 0, total: 5 }) }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.cancelImport })).toBeVisible();
    await expect(dialog.getByText(text.leaveHint)).toBeVisible();
    progressReads.release();
    await expect(dialog.getByText(formatMessage(text.done, { n: 5 }))).toBeVisible();
    await expect(dialog.getByRole('heading', { name: text.skippedOne })).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.importAnother })).toBeVisible();

    // The viewer's list gains the five, through one live message and one list read, no reload.
    for (const [name] of IMPORTED) await expect(listedLocation(viewer, name!)).toBeVisible();
    await expect(listedLocation(viewer, 'Main Street')).toHaveCount(0);
    expect(viewerReloads).toEqual({ listReads: 1, navigations: 0 });
    expect(importMessages.count).toBe(1);

    // The owner closes the dialog and has them too, with the new Phone field in their details.
    await dialog.getByRole('button', { name: text.close }).last().click();
    await expect(dialog).toHaveCount(0);
    for (const [name] of IMPORTED) await expect(listedLocation(owner, name!)).toBeVisible();
    await listedLocation(owner, 'Rivoli Bookshop').click();
    const details = owner.locator('.location-item__details');
    await expect(details.locator('.location-item__address')).toHaveText('Rue de Rivoli, Paris');
    await expect(details.locator('.location-item__field')).toHaveText(['Phone01 42 60 00 01']);
    await listedLocation(viewer, 'Linden Bakery').click();
    await expect(viewer.locator('.location-item__field')).toHaveText(['Phone030 2000 0001']);

    expect(await mapFields(owner, map.permalink)).toEqual(['Phone']);
    const london = (await listedLocations(owner, map.id)).find(({ name }) => name === 'Baker Street Surgery');
    expect(london).toMatchObject({
      address: '221B Baker Street, London',
      customData: { Phone: '020 7946 0001' },
    });
    expect(london!.latitude).toBeCloseTo(51.5, 0);
    expect(london!.longitude).toBeCloseTo(-0.1, 0);
  } finally {
    await viewerContext.close();
  }
});

test('the owner picks the name column and leaves a column out; the preview follows and coordinates are kept', async ({
  page,
}) => {
  const map = await createProMap(page, { name: 'Imported Tors' }, 'import');
  await page.goto(`/map/${map.permalink}`);
  // "Name" holds survey codes, filled for one row only; the names are under "Title".
  const file = csv(
    ['Name', 'Title', 'Latitude', 'Longitude', 'Notes'],
    [
      ['', 'Harbour Lighthouse', '50.3655', '-4.142', 'Open weekends'],
      ['', 'Cliff Cafe', '50.215', '-5.48', 'Cash only'],
      ['T3', 'Moor Tor', '50.57', '-3.92', 'Steep path'],
    ],
  );
  const dialog = await openAndChoose(page, 'tors.csv', file);
  await expect(dialog.getByText(readyRows(1, 3))).toBeVisible();
  await expect(dialog.getByRole('list', { name: text.problems }).getByRole('listitem')).toHaveText([
    problemRow(2, messages.locationNameRequired),
    problemRow(3, messages.locationNameRequired),
  ]);
  const name = mappingSelect(dialog, 'Columns', text.targets.name);
  await expect(chosenIn(name)).toHaveAttribute('title', 'Name');
  await expect(chosenIn(mappingSelect(dialog, 'Columns', text.targets.latitude))).toHaveAttribute(
    'title',
    'Latitude',
  );

  await choose(page, name, 'Title');
  await expect(dialog.getByText(readyRows(3, 3))).toBeVisible();
  await expect(dialog.getByRole('heading', { name: text.problems })).toHaveCount(0);
  // The codes are now a column like any other, left out; Notes would be a new field until left out.
  await expect(chosenIn(mappingSelect(dialog, 'Custom fields', 'Name'))).toHaveAttribute(
    'title',
    text.ignoreColumn,
  );
  const notes = mappingSelect(dialog, 'Custom fields', 'Notes');
  await expect(chosenIn(notes)).toHaveAttribute('title', text.newField);
  await choose(page, notes, text.ignoreColumn);
  await expect(dialog.getByText(readyRows(3, 3))).toBeVisible();
  await expect(dialog.getByText(formatMessage(text.toGeocode, { n: 3 }))).toHaveCount(0);

  await dialog.getByRole('button', { name: formatMessage(text.startImport, { n: 3 }) }).click();
  await expect(dialog.getByText(formatMessage(text.done, { n: 3 }))).toBeVisible();
  await dialog.getByRole('button', { name: text.close }).last().click();
  for (const title of ['Harbour Lighthouse', 'Cliff Cafe', 'Moor Tor']) {
    await expect(listedLocation(page, title)).toBeVisible();
  }

  const placed = (await listedLocations(page, map.id))
    .map(({ name: title, latitude, longitude, customData }) => ({ title, latitude, longitude, customData }))
    .sort((a, b) => a.title.localeCompare(b.title));
  expect(placed).toEqual([
    { title: 'Cliff Cafe', latitude: 50.215, longitude: -5.48, customData: {} },
    { title: 'Harbour Lighthouse', latitude: 50.3655, longitude: -4.142, customData: {} },
    { title: 'Moor Tor', latitude: 50.57, longitude: -3.92, customData: {} },
  ]);
  expect(await mapFields(page, map.permalink)).toEqual([]);
});

test('a KML file with a DOCTYPE is refused with its reason in the dialog, and nothing is imported', async ({
  page,
}) => {
  const map = await createMapAsNewOwner(page, { name: 'Refused Import' });
  await page.goto(`/map/${map.permalink}`);
  const kml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE kml [<!ENTITY here "Somewhere">]>',
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>&here;</name>',
    '<Point><coordinates>-0.12,51.5</coordinates></Point></Placemark></Document></kml>',
  ].join('\n');
  const dialog = await openAndChoose(page, 'places.kml', kml, 'application/vnd.google-earth.kml+xml');

  await expect(dialog.getByRole('alert')).toHaveText(mapImportErrors.importXmlDoctype);
  await expect(dialog.getByLabel(text.chooseFile)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: /^Import \d+ location/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: text.close }).click();
  await expect(dialog).toHaveCount(0);
  await expect(importButton(page)).toBeFocused();
  expect(await listedLocations(page, map.id)).toEqual([]);
});

test('Import locations is offered to the owner only: not to visitors, signed in or not, nor in the embed', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Owner Only Import' });
  await owner.goto(`/map/${map.permalink}`);
  await expect(importButton(owner)).toBeVisible();

  await owner.goto(`/embed/${map.permalink}`);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(map.name);
  await expect(importButton(owner)).toHaveCount(0);

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/map/${map.permalink}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(map.name);
    await expect(visitor.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(importButton(visitor)).toHaveCount(0);

    await signInAsSharedAccount(visitor);
    await visitor.goto(`/map/${map.permalink}`);
    await expect(visitor.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(importButton(visitor)).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});

test('an owner who leaves the page while an import runs comes back to see it finish', async ({ page }) => {
  const map = await createMapAsNewOwner(page, { name: 'Left Mid Import' });
  const cities = ['London', 'Paris', 'Berlin', 'Madrid'];
  const rows = Array.from({ length: 40 }, (_, index) => [
    `Stop ${index + 1}`,
    cities[index % cities.length]!,
  ]);
  await page.goto(`/map/${map.permalink}`);
  const dialog = await openAndChoose(page, 'stops.csv', csv(['name', 'address'], rows));
  await expect(dialog.getByText(readyRows(40, 40))).toBeVisible();

  const committed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/commit'),
  );
  await dialog.getByRole('button', { name: formatMessage(text.startImport, { n: 40 }) }).click();
  const { id: importId } = (await (await committed).json()) as { id: string };

  // Away at once, then back: the page asks where the import stands before it decides anything.
  await page.goto('/dashboard');
  const firstRead = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname === `/api/maps/${map.id}/imports/${importId}`,
  );
  await page.goto(`/map/${map.permalink}`);
  const { status } = (await (await firstRead).json()) as { status: ImportStatus };
  test.info().annotations.push({ type: 'import status on return', description: status });

  // Still running then, or finished while away: either way its dialog reopens on how it ended.
  await expect(dialog.getByText(formatMessage(text.done, { n: 40 }))).toBeVisible();
  await dialog.getByRole('button', { name: text.close }).last().click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search locations' }).fill('Stop 27');
  await expect(listedLocation(page, 'Stop 27')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text.importing })).toHaveCount(0);
  expect((await listedLocations(page, map.id)).map(({ name }) => name).sort()).toEqual(
    rows.map(([name]) => name!).sort(),
  );
});

test('the import dialog in its preview has no serious accessibility violations', async ({ page }) => {
  const map = await createProMap(page, { name: 'Accessible Import' }, 'import');
  await page.goto(`/map/${map.permalink}`);
  const dialog = await openAndChoose(page, 'pantries.csv', csv(['name', 'address', 'Phone'], PANTRIES));
  await expect(dialog.getByText(readyRows(5, 6))).toBeVisible();
  await expect(dialog.getByRole('region', { name: text.sample })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
