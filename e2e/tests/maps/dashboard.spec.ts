import { expect, test, type Page } from '@playwright/test';
import { postAsPage, registerThroughApi, uniqueUsername } from '../../support/accounts';
import { clickWhenOpened } from '../../support/popup-opening';
import { setPlan } from '../../support/set-plan';
import { toasts } from '../../support/toasts';

// The My Maps dashboard (spec sections 2, 4, 7, 8): the empty state, the map cards, editing from the
// dashboard and deleting with confirmation. Every test registers its own user: a free user may own
// one map, and the empty state needs a user without any.

const main = (page: Page) => page.getByRole('main');
const mapCard = (page: Page, name: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

interface NewMap {
  name: string;
  permalink: string;
  description?: string;
  passwordProtected?: boolean;
  password?: string;
}

/** Creates a map through POST /api/maps with the page's session; answers the map's name. */
async function createMapThroughApi(page: Page, map: Partial<NewMap> = {}): Promise<NewMap> {
  const permalink = map.permalink ?? `m-${uniqueUsername()}`;
  const body = { name: `Map ${permalink}`, permalink, ...map };
  const response = await postAsPage(page, '/api/maps', body);
  expect(response.status(), await response.text()).toBe(201);
  return body;
}

test('a new user is greeted by name and sees the empty state, then the card of a map they create', async ({
  page,
}) => {
  const { username } = await registerThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Maps' })).toBeVisible();
  await expect(main(page)).toContainText(username);
  await expect(main(page)).toContainText('No maps yet');
  await expect(main(page)).toContainText('Create your first map to get started');

  const map = await createMapThroughApi(page);
  await page.reload();
  const card = mapCard(page, map.name);
  await expect(card).toContainText('No description provided');
  await expect(card).toContainText('0 locations');
  await expect(main(page)).not.toContainText('No maps yet');
  await expect(card.getByRole('link', { name: map.name })).toHaveAttribute('href', `/map/${map.permalink}`);

  await main(page).getByRole('button', { name: 'Create New Map' }).click();
  await expect(page).toHaveURL('/create');
});

test("the card of a pro user's protected map shows its password to the owner", async ({ page }) => {
  const { username } = await registerThroughApi(page);
  await setPlan(page, username, 'pro');
  const permalink = `p-${uniqueUsername()}`;
  const body = {
    name: `Protected ${permalink}`,
    permalink,
    description: 'Members only',
    passwordProtected: true,
    password: 'quiet-harbour-19',
  };
  // The maps service learns the plan from billing's event on its own; wait until it allows the map.
  await expect
    .poll(async () => (await postAsPage(page, '/api/maps', body)).status(), { timeout: 20_000 })
    .toBe(201);

  await page.goto('/dashboard');
  const card = mapCard(page, body.name);
  await expect(card).toContainText('Members only');
  await expect(card).toContainText('quiet-harbour-19');
});

test('editing a map from the dashboard saves the new name, closes the dialog and updates the card', async ({
  page,
}) => {
  await registerThroughApi(page);
  const map = await createMapThroughApi(page);
  await page.goto('/dashboard');

  await mapCard(page, map.name)
    .getByRole('button', { name: `Edit ${map.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Map' });
  await expect(dialog).toContainText('Password protection and custom branding depend on your plan');
  // The map's own Name ("* Name": antd's required mark) comes before the custom fields' fixed "Name".
  const name = dialog.getByRole('textbox', { name: /^\W*Name$/ }).first();
  await expect(name).toHaveValue(map.name);
  const renamed = `Renamed ${map.permalink}`;
  await name.fill(renamed);
  await clickWhenOpened(dialog.getByRole('button', { name: 'Save Changes' }));

  await expect(toasts(page).filter({ hasText: 'Map updated successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mapCard(page, renamed)).toContainText('0 locations');
  await expect(mapCard(page, map.name)).toHaveCount(0);
});

test('deleting a map asks "Are you sure?", then removes its card and shows "Map deleted"', async ({
  page,
}) => {
  await registerThroughApi(page);
  const map = await createMapThroughApi(page, { description: 'About to go' });
  await page.goto('/dashboard');
  const card = mapCard(page, map.name);

  await card.getByRole('button', { name: `Delete ${map.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('permanently delete the map and all its locations');
  await expect(dialog).toContainText('This action cannot be undone.');
  await clickWhenOpened(dialog.getByRole('button', { name: 'Cancel' }));
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete ${map.name}` }).click();
  await clickWhenOpened(dialog.getByRole('button', { name: 'Delete' }));
  await expect(dialog).toBeHidden();
  await expect(toasts(page).filter({ hasText: 'Map deleted' })).toContainText(
    'Your map has been deleted successfully',
  );
  await expect(card).toHaveCount(0);
  await expect(main(page)).toContainText('No maps yet');
});

test('a map whose deletion fails stays, with "Error deleting map" and the server\'s message', async ({
  page,
}) => {
  await registerThroughApi(page);
  const map = await createMapThroughApi(page);
  await page.goto('/dashboard');
  await page.route('**/api/maps/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 403, contentType: 'text/plain', body: 'You do not own this map' })
      : route.fallback(),
  );

  await mapCard(page, map.name)
    .getByRole('button', { name: `Delete ${map.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await clickWhenOpened(dialog.getByRole('button', { name: 'Delete' }));
  // The dialog closes either way: closed, the click landed.
  await expect(dialog).toBeHidden();
  await expect(toasts(page).filter({ hasText: 'Error deleting map' })).toContainText(
    'You do not own this map',
  );
  await expect(mapCard(page, map.name)).toBeVisible();
});

test('a list that fails to load shows "Error: {message}" after one retry', async ({ page }) => {
  await registerThroughApi(page);
  let calls = 0;
  await page.route('**/api/maps/user', (route) => {
    calls += 1;
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'details' });
  });
  await page.goto('/dashboard');
  await expect(main(page)).toContainText('Error: 503: Service Unavailable');
  expect(calls).toBe(2);
});
