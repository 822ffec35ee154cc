import { expect, test, type Page } from '@playwright/test';
import { toasts } from '../../support/toasts';
import {
  addLocationThroughApi,
  addThroughForm,
  createMapAsNewOwner,
  createProMap,
} from './map-page-fixtures';

// Adding, editing, deleting and searching locations on the map page (spec sections 2, 4, 5), on a
// desktop and on a 390 px wide phone.

const list = (page: Page) => page.getByRole('list', { name: 'Locations' });
const markers = (page: Page) => page.locator('.gm-marker--location');
const markersReady = (page: Page) => expect(page.locator('[data-markers-ready="true"]')).toHaveCount(1);

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a location is added by address with the preview, edited, and deleted from the form', async ({
    page,
  }) => {
    const map = await createMapAsNewOwner(page, { name: 'Street Pantries' });
    await page.goto(`/map/${map.permalink}`);
    await markersReady(page);
    await addThroughForm(page, '  Corner pantry ', '10 Downing Street, London');
    await expect(list(page).getByRole('button', { name: /^Corner pantry/ })).toBeVisible();
    await expect(markers(page)).toHaveCount(1);
    // The form is cleared and its preview reset.
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByRole('group', { name: /^Preview of/ })).toHaveCount(0);

    await list(page)
      .getByRole('button', { name: /^Corner pantry/ })
      .click();
    await expect(list(page).getByText('10 Downing Street, London')).toBeVisible();
    await list(page).getByRole('button', { name: 'Edit' }).click();
    const editForm = page.getByRole('form', { name: 'Edit Location' });
    await expect(editForm.getByLabel('Name')).toHaveValue('Corner pantry');
    await editForm.getByLabel('Name').fill('Corner pantry (open Sundays)');
    await editForm.getByRole('button', { name: 'Update' }).click();
    await expect(toasts(page).filter({ hasText: 'Location updated successfully' })).toBeVisible();
    await expect(list(page).getByRole('button', { name: /^Corner pantry \(open Sundays\)/ })).toBeVisible();

    // The updated item stays expanded; choose it for editing again, then delete it in the form.
    await expect(list(page).getByRole('button', { name: /^Corner pantry/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await list(page).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit Location' });
    await form.getByRole('button', { name: 'Delete', exact: true }).click();
    await form.getByRole('button', { name: 'Cancel delete' }).click();
    await form.getByRole('button', { name: 'Delete', exact: true }).click();
    await form.getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(toasts(page).filter({ hasText: 'Location deleted successfully' })).toBeVisible();
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(markers(page)).toHaveCount(0);
  });

  test('an address nobody can find says "Location not found" and the save fails with "Invalid address"', async ({
    page,
  }) => {
    const map = await createMapAsNewOwner(page, { name: 'Nowhere Map' });
    await page.goto(`/map/${map.permalink}`);
    const form = page.getByRole('form', { name: 'Add New Location' });
    await form.getByLabel('Name').fill('Lost place');
    await form.getByLabel('Address').fill('Qzxv Wprtk Yyzzq');
    await expect(form.getByText('Location not found')).toBeVisible();
    await form.getByRole('button', { name: 'Add Location' }).click();
    const failure = toasts(page).filter({ hasText: 'Error adding location' });
    await expect(failure).toContainText('Invalid address');
    await expect(page.getByText('No results found')).toBeVisible();
  });

  test('a location is deleted from the list after the browser confirmation, by its author only', async ({
    page,
    browser,
  }) => {
    const map = await createMapAsNewOwner(page, { name: 'Confirm Map' });
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/map/${map.permalink}`);
      await addLocationThroughApi(visitor, map.id, { name: 'Visitor bench' });
      await addLocationThroughApi(page, map.id, { name: 'Owner bench' });
      await visitor.reload();

      // The visitor's own location has the highlighted border; the owner's has no Edit or Delete.
      await list(visitor).getByRole('button', { name: 'Owner bench' }).click();
      await expect(list(visitor).getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(list(visitor).getByRole('button', { name: 'Delete' })).toHaveCount(0);
      const own = list(visitor).getByRole('button', { name: 'Visitor bench (Added by you)' });
      await own.click();
      const confirmations: string[] = [];
      visitor.on('dialog', (dialog) => {
        confirmations.push(dialog.message());
        void dialog.accept();
      });
      await list(visitor).getByRole('button', { name: 'Delete' }).click();
      await expect(toasts(visitor).filter({ hasText: 'Location deleted successfully' })).toBeVisible();
      expect(confirmations).toEqual([
        'Are you sure you want to delete this location? This action cannot be undone.',
      ]);
      await expect(list(visitor).getByRole('button', { name: /^Visitor bench/ })).toHaveCount(0);
    } finally {
      await visitorContext.close();
    }
  });

  test('search filters both the list and the map, over names and custom values', async ({ page }) => {
    const { id: mapId, permalink } = await createProMap(page, {
      name: 'Searchable',
      customFields: ['Opening hours'],
    });
    await addLocationThroughApi(page, mapId, { name: 'Bakery', customData: { 'Opening hours': 'Mornings' } });
    await addLocationThroughApi(page, mapId, { name: 'Library', latitude: 48.85, longitude: 2.35 });
    await addLocationThroughApi(page, mapId, {
      name: 'Night market',
      customData: { 'Opening hours': 'Evenings' },
    });
    await page.goto(`/map/${permalink}`);
    await markersReady(page);
    await expect(list(page).getByRole('listitem')).toHaveCount(3);

    const search = page.getByRole('searchbox', { name: 'Search locations' });
    await search.fill('LIBR');
    await expect(list(page).getByRole('listitem')).toHaveCount(1);
    await expect(list(page).getByRole('button', { name: /^Library/ })).toBeVisible();
    await expect(markers(page)).toHaveCount(1);

    await search.fill('evenings');
    await expect(list(page).getByRole('button', { name: /^Night market/ })).toBeVisible();
    await expect(list(page).getByRole('listitem')).toHaveCount(1);

    await search.fill('nothing like this');
    await expect(page.getByText('No results found')).toBeVisible();
  });

  test('custom values link only http and https: a javascript: value stays text', async ({ page }) => {
    const { id: mapId, permalink } = await createProMap(page, { name: 'Links', customFields: ['Website'] });
    await addLocationThroughApi(page, mapId, {
      name: 'Safe link',
      customData: { Website: 'https://example.org/pantry' },
    });
    await addLocationThroughApi(page, mapId, {
      name: 'Trap',
      customData: { Website: 'javascript:alert(document.cookie)' },
    });
    await addLocationThroughApi(page, mapId, { name: '<img src=x onerror=alert(1)>' });
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.goto(`/map/${permalink}`);

    await list(page)
      .getByRole('button', { name: /^Safe link/ })
      .click();
    const link = list(page).getByRole('link', { name: 'https://example.org/pantry' });
    await expect(link).toHaveAttribute('href', 'https://example.org/pantry');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);

    await list(page).getByRole('button', { name: /^Trap/ }).click();
    await expect(list(page).getByText('javascript:alert(document.cookie)')).toBeVisible();
    await expect(list(page).getByRole('link', { name: /javascript/ })).toHaveCount(0);
    await expect(list(page).getByRole('button', { name: /^<img src=x onerror=alert\(1\)>/ })).toBeVisible();
    expect(alerted).toBe(false);
  });
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the two black buttons take turns, the tabs switch map and list, and a location is added', async ({
    page,
  }) => {
    const map = await createMapAsNewOwner(page, { name: 'Phone Map' });
    await page.goto(`/map/${map.permalink}`);
    const addButton = page.getByRole('button', { name: 'Add New Location' });
    const searchButton = page.getByRole('button', { name: 'Search Locations' });
    await addButton.click();
    await expect(page.getByRole('form', { name: 'Add New Location' })).toBeVisible();
    await searchButton.click();
    await expect(page.getByRole('searchbox', { name: 'Search locations' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add New Location' })).toHaveCount(0);

    await addButton.click();
    await addThroughForm(page, 'Phone pantry', '10 Downing Street, London');

    await page.getByRole('tab', { name: 'List View' }).click();
    await expect(list(page).getByRole('button', { name: /^Phone pantry/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Map View' }).click();
    await markersReady(page);
    await expect(markers(page)).toHaveCount(1);
    // Nothing overflows sideways (e2e compiles without DOM types, hence the string).
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('the map and the list together', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hovering an item highlights its marker; markers answer the keyboard and Escape returns focus', async ({
    page,
  }) => {
    const map = await createMapAsNewOwner(page, { name: 'Keyboard Map' });
    await addLocationThroughApi(page, map.id, { name: 'London bench' });
    await addLocationThroughApi(page, map.id, { name: 'Sydney bench', latitude: -33.86, longitude: 151.21 });
    await page.goto(`/map/${map.permalink}`);
    await markersReady(page);

    await list(page)
      .getByRole('button', { name: /^Sydney bench/ })
      .hover();
    const sydney = page.getByRole('button', { name: 'Sydney bench' }).and(markers(page));
    await expect(sydney).toHaveClass(/gm-marker--highlighted/);
    await page.mouse.move(0, 0);
    await expect(sydney).not.toHaveClass(/gm-marker--highlighted/);

    await sydney.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.gm-map-popup');
    await expect(popup).toContainText('Sydney bench');
    // Choosing a marker expands its list item too.
    await expect(list(page).getByRole('button', { name: /^Sydney bench/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(sydney).toBeFocused();
  });
});

test.describe('on a 390 px wide phone, from the list', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a contributor edits and deletes their location and searches the list', async ({ page }) => {
    const map = await createMapAsNewOwner(page, { name: 'Phone List Map' });
    await addLocationThroughApi(page, map.id, { name: 'Phone bakery' });
    await addLocationThroughApi(page, map.id, { name: 'Phone library' });
    await page.goto(`/map/${map.permalink}`);
    await page.getByRole('tab', { name: 'List View' }).click();

    await page.getByRole('button', { name: 'Search Locations' }).click();
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('bakery');
    await expect(list(page).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('');
    await expect(list(page).getByRole('listitem')).toHaveCount(2);

    await list(page)
      .getByRole('button', { name: /^Phone bakery/ })
      .click();
    await list(page).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit Location' });
    await form.getByLabel('Name').fill('Phone bakery (closed Mondays)');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(toasts(page).filter({ hasText: 'Location updated successfully' })).toBeVisible();

    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('tab', { name: 'List View' }).click();
    await list(page)
      .getByRole('button', { name: /^Phone library/ })
      .click();
    await list(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).filter({ hasText: 'Location deleted successfully' })).toBeVisible();
    await expect(list(page).getByRole('listitem')).toHaveCount(1);
    await expect(list(page).getByRole('button', { name: /^Phone bakery \(closed Mondays\)/ })).toBeVisible();
  });
});
