import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { apiVisitor, baseUrl, csrfToken, type ApiVisitor } from '../../support/api-visitor';
import { toasts } from '../../support/toasts';
import { countLiveMessages, openLive } from './live-viewer';
import { createMapAsNewOwner } from './map-page-fixtures';

// Issue 25, contributors and undo by contributor: the owner removes all of one visitor's locations in
// one action (a second viewer sees them go in one live message), blocks them, and restores the lot
// from "Recently deleted".

test.use({ viewport: { width: 1280, height: 800 } });

const list = (page: Page) => page.getByRole('list', { name: 'Locations' });
const names = (page: Page) => list(page).locator('.location-item__name');
const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });

const place = (name: string) => ({
  name,
  address: 'London',
  latitude: 51.5,
  longitude: -0.12,
  region: '',
  country: '',
  customData: {},
});

async function visitorAdding(mapId: number, ...locationNames: string[]): Promise<ApiVisitor> {
  const visitor = await apiVisitor(await request.newContext({ baseURL: baseUrl() }));
  for (const name of locationNames) {
    const res = await visitor.context.post(`/api/maps/${mapId}/locations`, {
      data: place(name),
      headers: { 'x-csrf-token': await csrfToken(visitor.context) },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return visitor;
}

/** A second viewer on the map, counting the `locationsRemoved` messages it receives. */
async function viewer(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const removals = countLiveMessages(page, 'locationsRemoved');
  await openLive(page, path);
  return { page, removals, close: () => context.close() };
}

test('"Remove all their locations" reaches a second viewer in one message; "Block" stops them; "Restore all" brings them back', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Pranked parks' });
  const path = `/map/${map.permalink}`;
  const prankster = await visitorAdding(map.id, 'Prank one', 'Prank two', 'Prank three');
  await visitorAdding(map.id, 'Real park');
  await openLive(owner, path);
  const other = await viewer(browser, path);
  try {
    await expect(names(other.page)).toHaveCount(4);

    await owner.getByRole('button', { name: 'Contributors' }).click();
    const panel = owner.getByRole('region', { name: 'Contributors' });
    const entry = panel.getByRole('listitem').filter({ hasText: '3 locations' });
    await expect(entry.getByRole('heading')).toHaveText(/^Visitor [0-9A-Z]{6}$/);
    const who = (await entry.getByRole('heading').textContent())!;
    // Found by name from here on: its count changes.
    const theirs = panel.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: who }) });
    await expectNoSeriousA11yViolations(owner);

    await theirs.getByRole('button', { name: 'Remove all their locations' }).click();
    const dialog = owner.getByRole('dialog', { name: `Remove all 3 locations added by ${who}?` });
    await expect(dialog).toContainText('You can restore them from "Recently deleted" for 30 days.');
    await expectNoSeriousA11yViolations(owner);
    await dialog.getByRole('button', { name: 'Remove all' }).click();
    await expect(toast(owner, 'Removed 3 locations')).toBeVisible();
    await expect(names(other.page)).toHaveText(['Real park']);
    expect(other.removals.count).toBe(1);

    await expect(theirs).toContainText('0 locations');
    await expect(theirs.getByRole('button', { name: 'Remove all their locations' })).toHaveCount(0);
    await theirs.getByRole('button', { name: 'Block' }).click();
    await expect(toast(owner, 'Contributor blocked')).toBeVisible();
    await expect(theirs).toContainText('Blocked');
    const refused = await prankster.context.post(`/api/maps/${map.id}/locations`, {
      data: place('Prank four'),
      headers: { 'x-csrf-token': await csrfToken(prankster.context) },
    });
    expect([refused.status(), await refused.text()]).toEqual([
      403,
      'You can no longer add locations to this map.',
    ]);

    await owner.getByRole('button', { name: 'Recently deleted' }).click();
    const deleted = owner.getByRole('region', { name: 'Recently deleted' });
    const removed = deleted.getByRole('listitem').filter({ hasText: 'Prank two' });
    await expect(removed).toContainText(`Removed with all locations added by ${who}`);
    await expectNoSeriousA11yViolations(owner);
    await removed.getByRole('button', { name: 'Restore all 3' }).click();
    await expect(toast(owner, 'Restored 3 locations')).toBeVisible();
    await expect(deleted.getByText('Nothing was deleted in the last 30 days.')).toBeVisible();
    await expect(names(other.page)).toHaveCount(4);
    await expect(names(owner)).toHaveCount(4);

    await panel
      .getByRole('listitem')
      .filter({ hasText: who })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await expect(toast(owner, 'Contributor unblocked')).toBeVisible();
  } finally {
    await other.close();
    await prankster.context.dispose();
  }
});

test('one deleted location comes back with "Restore"', async ({ page: owner }) => {
  const map = await createMapAsNewOwner(owner, { name: 'Restored benches' });
  await visitorAdding(map.id, 'Old bench');
  await openLive(owner, `/map/${map.permalink}`);
  await list(owner)
    .getByRole('button', { name: /^Old bench/ })
    .click();
  owner.once('dialog', (confirm) => void confirm.accept());
  await list(owner).getByRole('button', { name: 'Delete' }).click();
  await expect(names(owner)).toHaveCount(0);

  await owner.getByRole('button', { name: 'Recently deleted' }).click();
  const entry = owner.getByRole('region', { name: 'Recently deleted' }).getByRole('listitem');
  await expect(entry).toContainText('Deleted by you');
  await entry.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(owner, 'Location restored')).toBeVisible();
  await expect(names(owner)).toHaveText(['Old bench']);
});
