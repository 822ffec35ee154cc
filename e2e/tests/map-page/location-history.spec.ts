import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { csrfToken } from '../../support/api-visitor';
import { toasts } from '../../support/toasts';
import { openLive } from './live-viewer';
import { createMapAsNewOwner } from './map-page-fixtures';

// Issue 25, "History": the author and the owner see every version of a location with who and when;
// the owner's "Restore this version" reaches every viewer live.

test.use({ viewport: { width: 1280, height: 800 } });

const list = (page: Page) => page.getByRole('list', { name: 'Locations' });
const item = (page: Page, name: string) => list(page).getByRole('button', { name: new RegExp(`^${name}`) });

const place = (name: string) => ({
  name,
  address: 'London',
  latitude: 51.5,
  longitude: -0.12,
  region: '',
  country: '',
  customData: {},
});

test('the author reads a location’s history; the owner restores an earlier version, live for everyone', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Mended murals' });
  const path = `/map/${map.permalink}`;
  const authorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const author = await authorContext.newPage();
  try {
    await openLive(author, path);
    const headers = { 'x-csrf-token': await csrfToken(author.request) };
    const added = await author.request.post(`/api/maps/${map.id}/locations`, {
      data: place('Harbour mural'),
      headers,
    });
    const { id } = (await added.json()) as { id: number };
    const edited = await author.request.put(`/api/maps/${map.id}/locations/${id}`, {
      data: place('Scribbled over'),
      headers,
    });
    expect(edited.status()).toBe(200);
    await expect(item(author, 'Scribbled over')).toBeVisible();

    // The author: every version, and no restore.
    await item(author, 'Scribbled over').click();
    await list(author).getByRole('button', { name: 'History' }).click();
    const authorsView = author.getByRole('dialog', { name: 'History' });
    await expect(authorsView.getByRole('listitem')).toHaveCount(2);
    await expect(authorsView.getByRole('listitem').first()).toContainText('Current version');
    await expect(authorsView.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
    await authorsView.getByRole('button', { name: 'Close' }).click();

    await openLive(owner, path);
    await item(owner, 'Scribbled over').click();
    await list(owner).getByRole('button', { name: 'History' }).click();
    const dialog = owner.getByRole('dialog', { name: 'History' });
    const versions = dialog.getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Scribbled over');
    await expect(versions.nth(1)).toContainText('Harbour mural');
    await expect(versions.nth(1)).toContainText(/By Visitor [0-9A-Z]{6}/);
    await expectNoSeriousA11yViolations(owner);

    await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    // Said in the dialog (a modal hides the page's toasts from assistive technology), and as a toast.
    await expect(dialog.getByRole('status')).toHaveText('Version restored');
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Harbour mural');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(toasts(owner).filter({ hasText: 'Version restored' })).toBeVisible();
    // Everyone viewing has it live.
    await expect(item(author, 'Harbour mural')).toBeVisible();
  } finally {
    await authorContext.close();
  }
});
