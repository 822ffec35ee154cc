import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { apiVisitor, baseUrl, csrfToken, postJson } from '../../support/api-visitor';
import { toasts } from '../../support/toasts';
import { registerVerified } from '../../support/verified-accounts';
import { openLive } from './live-viewer';
import { createMapAsNewOwner } from './map-page-fixtures';

// Issue 25, reports from viewers: a viewer reports a location from its list entry; reports from three
// verified accounts hide it from everyone but its author and the owner, live; the owner keeps it
// ("Report dismissed") or removes it ("Location removed").

test.use({ viewport: { width: 1280, height: 800 } });

const list = (page: Page) => page.getByRole('list', { name: 'Locations' });
const item = (page: Page, name: string) => list(page).getByRole('button', { name: new RegExp(`^${name}`) });
const reviewButton = (page: Page) => page.getByRole('button', { name: /^Review \(\d+\)$/ });
const reviewPanel = (page: Page) => page.getByRole('region', { name: 'Review' });
const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });

async function viewer(browser: Browser, path: string, { verified = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (verified) await registerVerified(page.request);
  await openLive(page, path);
  return { page, close: () => context.close() };
}

/** A visitor without a browser adds a location through the API; answers its id. */
async function addedByVisitor(mapId: number, name: string): Promise<number> {
  const visitor = await apiVisitor(await request.newContext({ baseURL: baseUrl() }));
  const body = {
    name,
    address: 'London',
    latitude: 51.5,
    longitude: -0.12,
    region: '',
    country: '',
    customData: {},
  };
  return (await postJson<{ id: number }>(visitor, `/api/maps/${mapId}/locations`, body)).id;
}

/** A verified account reports location `locationId` through the API. */
async function reportedByVerifiedAccount(mapId: number, locationId: number, reason: string) {
  const context = await request.newContext({ baseURL: baseUrl() });
  await registerVerified(context);
  const res = await context.post(`/api/maps/${mapId}/locations/${locationId}/reports`, {
    data: { reason },
    headers: { 'x-csrf-token': await csrfToken(context) },
  });
  expect(res.status(), await res.text()).toBe(204);
  await context.dispose();
}

test('a report from the list, then two more from verified accounts, hide a location live until the owner keeps it', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Reported markets' });
  const path = `/map/${map.permalink}`;
  const locationId = await addedByVisitor(map.id, 'Night market');
  await openLive(owner, path);
  const reporter = await viewer(browser, path, { verified: true });
  const other = await viewer(browser, path);
  try {
    // The owner is offered no "Report": they remove instead.
    await item(owner, 'Night market').click();
    await expect(list(owner).getByRole('button', { name: 'Report' })).toHaveCount(0);

    await item(reporter.page, 'Night market').click();
    await list(reporter.page).getByRole('button', { name: 'Report' }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this location' });
    await expect(dialog.getByRole('group', { name: 'Reason' })).toBeVisible();
    await expectNoSeriousA11yViolations(reporter.page);
    await dialog.getByRole('radio', { name: 'Wrong or outdated' }).check();
    await dialog.getByLabel('Note (optional)').fill('Moved to the harbour in May');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(reporter.page, 'Thanks for reporting')).toContainText(
      'The map owner will review this location.',
    );
    await expect(dialog).toHaveCount(0);
    // Focus is back on the "Report" that opened it.
    await expect(list(reporter.page).getByRole('button', { name: 'Report' })).toBeFocused();

    // Once per reporter: the dialog says why and stays open.
    await list(reporter.page).getByRole('button', { name: 'Report' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You have already reported this location.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    // The owner's "Review (N)" counts the reported location.
    await owner.reload();
    await expect(reviewButton(owner)).toHaveText('Review (1)');

    await reportedByVerifiedAccount(map.id, locationId, 'spam');
    await expect(item(other.page, 'Night market')).toHaveCount(1);
    await reportedByVerifiedAccount(map.id, locationId, 'spam');

    // Hidden: gone live from the other viewer's list and map, marked for the owner.
    await expect(item(other.page, 'Night market')).toHaveCount(0);
    await expect(other.page.locator('.gm-marker--location')).toHaveCount(0);
    await expect(item(owner, 'Night market')).toHaveAccessibleName('Night market Hidden after reports');

    await reviewButton(owner).click();
    const panel = reviewPanel(owner);
    await panel.getByRole('tab', { name: 'Reported' }).click();
    const entry = panel.getByRole('listitem').filter({ hasText: 'Night market' });
    await expect(entry).toContainText('3 reports');
    await expect(entry).toContainText('Hidden after reports');
    await expect(entry).toContainText('Spam (2), Wrong or outdated (1)');
    await expect(entry).toContainText('Moved to the harbour in May');
    await expectNoSeriousA11yViolations(owner);

    await entry.getByRole('button', { name: 'Keep' }).click();
    await expect(toast(owner, 'Report dismissed')).toBeVisible();
    await expect(panel.getByText('No reports')).toBeVisible();
    await expect(item(owner, 'Night market')).toHaveAccessibleName('Night market');
    // Shown again, live, to everyone.
    await expect(item(other.page, 'Night market')).toHaveCount(1);
    await expect(other.page.locator('.gm-marker--location')).toHaveCount(1);
  } finally {
    await reporter.close();
    await other.close();
  }
});

test('"Report" in a popup, and the owner\'s "Remove" takes the location away live', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Reported benches' });
  const path = `/map/${map.permalink}`;
  await addedByVisitor(map.id, 'Broken bench');
  await openLive(owner, path);
  const reporter = await viewer(browser, path);
  try {
    await reporter.page.locator('.gm-marker--location').click();
    const popup = reporter.page.locator('.leaflet-popup');
    await expect(popup).toContainText('Broken bench');
    await popup.getByRole('button', { name: 'Report' }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this location' });
    await dialog.getByRole('radio', { name: 'Offensive' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(reporter.page, 'Thanks for reporting')).toBeVisible();

    await owner.reload();
    await reviewButton(owner).click();
    const panel = reviewPanel(owner);
    await panel.getByRole('tab', { name: 'Reported' }).click();
    const entry = panel.getByRole('listitem').filter({ hasText: 'Broken bench' });
    await expect(entry).toContainText('1 report');
    await expect(entry).toContainText('Offensive (1)');
    await entry.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(owner, 'Location removed')).toBeVisible();
    await expect(panel.getByText('No reports')).toBeVisible();
    await expect(reviewButton(owner)).toHaveText('Review (0)');
    await expect(item(reporter.page, 'Broken bench')).toHaveCount(0);
    await expect(reporter.page.locator('.gm-marker--location')).toHaveCount(0);
  } finally {
    await reporter.close();
  }
});
