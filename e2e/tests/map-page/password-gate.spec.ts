import { expect, test, type Page } from '@playwright/test';
import { createProtectedMap } from './map-page-fixtures';

// The password-required state of spec section 4 end to end: a visitor without a grant sees the
// map's name and description and the gate; a wrong password is the "Incorrect password" toast with
// the server's text (section 8); the right one makes the map viewable.

const visibleToast = (page: Page) => page.locator('.gm-toast');

test('a visitor opens a protected map with its password after a wrong one', async ({ page, browser }) => {
  const map = await createProtectedMap(page, {
    name: 'Allotment Plots',
    description: 'Members only: plot holders and their families',
    password: 'marrow-season-42',
  });

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/map/${map.permalink}`);
    await expect(visitor.getByRole('heading', { level: 1, name: map.name })).toBeVisible();
    await expect(visitor.getByText(map.description)).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Edit Map' })).toHaveCount(0);

    const opener = visitor.getByRole('button', { name: 'Enter Password to View Map' });
    await opener.click();
    const dialog = visitor.getByRole('dialog', { name: 'Password Protected Map' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Enter Password')).toBeFocused();
    // Escape closes the dialog and gives the focus back to the button that opened it.
    await visitor.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByLabel('Enter Password').fill('courgette-season-1');
    await dialog.getByRole('button', { name: 'View Map' }).click();
    // The modal dialog hides the page's toast region from assistive technology (the toast is
    // announced through a live region of its own), so the toast is found by its look here.
    await expect(visibleToast(visitor).filter({ hasText: 'Incorrect password' })).toContainText(
      'The password you entered is not correct',
    );
    await expect(dialog).toBeVisible();
    // The field says so too, and takes the focus back for another try.
    await expect(dialog.getByLabel('Enter Password')).toHaveAccessibleDescription(
      'The password you entered is not correct',
    );
    await expect(dialog.getByLabel('Enter Password')).toBeFocused();

    // Hold the answer back for a moment to see the pending state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await visitor.route(`**/api/maps/${map.id}/verify-password`, async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByLabel('Enter Password').fill('marrow-season-42');
    await dialog.getByRole('button', { name: 'View Map' }).click();
    await expect(dialog.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    const mapRefetched = visitor.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/maps/${map.permalink}` && response.ok(),
    );
    release();
    await mapRefetched;

    await expect(dialog).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Enter Password to View Map' })).toHaveCount(0);
    await expect(visitor.getByRole('heading', { level: 1, name: map.name })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Edit Map' })).toHaveCount(0);

    // The grant belongs to the visitor's session: a reload shows the map straight away.
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Enter Password to View Map' })).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});
