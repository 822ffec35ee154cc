import { expect, test, type Page } from '@playwright/test';
import { postAsPage, registerThroughApi, uniqueUsername } from '../../support/accounts';
import { PNG_1X1 } from '../../support/images';
import { setPlan } from '../../support/set-plan';
import { toasts } from '../../support/toasts';

// The Create Map screen (spec sections 2, 4, 5 and 8): validation, the lowercased permalink, the
// locked plan features, the logo upload and the taken-permalink refusal. Each test registers its own
// user, since a free account may own only one map.

const form = (page: Page) => page.getByRole('main');

async function openCreatePage(page: Page) {
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Map' })).toBeVisible();
}

test('a free user sees the permalink rules, types a permalink in capitals, creates the map and opens it', async ({
  page,
}) => {
  await registerThroughApi(page, uniqueUsername('create'));
  await openCreatePage(page);
  const permalink = form(page).getByLabel('Permalink');

  await form(page).getByRole('button', { name: 'Create Map' }).click();
  await expect(form(page)).toContainText('Name is required');
  await expect(form(page)).toContainText('Permalink is required');

  await permalink.fill('my map');
  await expect(form(page)).toContainText('Only lowercase letters, numbers, and hyphens are allowed');
  await permalink.fill('-cafes');
  await expect(form(page)).toContainText('Permalink cannot start or end with a hyphen');

  await form(page).getByLabel('Name', { exact: true }).fill('Cafés of Leeds');
  const suffix = Date.now().toString(36);
  const adjusted = toasts(page).filter({ hasText: 'Permalink adjusted' });
  await permalink.fill('');
  await permalink.pressSequentially('C');
  await expect(adjusted).toContainText('Your permalink has been converted to lowercase.');
  await adjusted.getByRole('button', { name: 'Close' }).click();
  await expect(adjusted).toHaveCount(0);
  // The toast shows once per change to lower case: more capitals in a row are the same change.
  // (Closing the toast took the focus: End puts the caret back after the text.)
  await permalink.press('End');
  await permalink.pressSequentially('AFES');
  await expect(permalink).toHaveValue('cafes');
  await expect(adjusted).toHaveCount(0);
  // Lower case typed in between ends that change; the next capital is a new one.
  await permalink.pressSequentially(`-${suffix}-L`);
  const wanted = `cafes-${suffix}-l`;
  await expect(permalink).toHaveValue(wanted);
  await expect(adjusted).toHaveCount(1);
  await form(page).getByLabel('Description').fill('Where to get a good flat white');
  await form(page).getByRole('button', { name: 'Create Map' }).click();

  await expect(page).toHaveURL(`/map/${wanted}`);
  await expect(toasts(page).filter({ hasText: 'Map created successfully' })).toContainText(
    'You can now start adding locations',
  );
});

test('a free user sees password, branding and custom fields locked with their upgrade hints', async ({
  page,
}) => {
  await registerThroughApi(page, uniqueUsername('locked'));
  await openCreatePage(page);
  await expect(form(page).getByText('Upgrade to Pro to use password protection')).toBeVisible();
  await expect(form(page).getByText('Upgrade to Pro to use custom branding')).toBeVisible();
  await expect(form(page).getByText('Upgrade to Pro to add custom fields')).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Upload Logo' })).toHaveCount(0);
  await expect(form(page).getByRole('button', { name: 'Add Field' })).toHaveCount(0);
});

test('a pro user uploads a logo, sees its preview, removes it, and counts custom fields against the limit', async ({
  page,
}) => {
  const account = await registerThroughApi(page, uniqueUsername('logo'));
  await setPlan(page, account.username, 'pro');
  await openCreatePage(page);
  await expect(form(page).getByText('Upgrade to Pro to use custom branding')).toHaveCount(0);
  await expect(form(page).getByLabel('Fixed field: Name')).toBeDisabled();
  await expect(form(page).getByLabel('Fixed field: Address')).toBeDisabled();

  await form(page)
    .getByTestId('logo-file-input')
    .setInputFiles({
      name: 'logo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
  await expect(toasts(page).filter({ hasText: 'Invalid file type' })).toContainText(
    'Only JPEG, PNG, GIF and WebP files are allowed',
  );

  await form(page).getByTestId('logo-file-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  const preview = form(page).getByRole('img', { name: 'Logo preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/api\/logos\//);
  await form(page).getByRole('button', { name: 'Remove Logo' }).click();
  await expect(preview).toHaveCount(0);

  await form(page).getByRole('button', { name: 'Add Field' }).click();
  await expect(form(page).getByTestId('custom-field-counter')).toHaveText(/^1\/\d+$/);
});

test('a permalink another map already has is refused with "Invalid Permalink"', async ({ page }) => {
  const account = await registerThroughApi(page, uniqueUsername('taken'));
  await setPlan(page, account.username, 'pro');
  const taken = `taken-${Date.now().toString(36)}`;
  const response = await postAsPage(page, '/api/maps', { name: 'First', permalink: taken });
  expect(response.status(), await response.text()).toBe(201);

  await openCreatePage(page);
  await form(page).getByLabel('Name', { exact: true }).fill('Second');
  await form(page).getByLabel('Permalink').fill(taken);
  await form(page).getByRole('button', { name: 'Create Map' }).click();
  await expect(toasts(page).filter({ hasText: 'Invalid Permalink' })).toContainText(
    'This permalink is already taken. Please choose a different one.',
  );
  await expect(page).toHaveURL('/create');
  await expect(form(page).getByRole('button', { name: 'Create Map' })).toBeEnabled();
});
