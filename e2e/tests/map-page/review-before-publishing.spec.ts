import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { toasts } from '../../support/toasts';
import { openLive } from './live-viewer';
import { createMapAsNewOwner } from './map-page-fixtures';

// Issue 24, "Review before publishing": with review on, what a visitor adds waits for the owner; only
// its author and the owner see it until the owner approves it, and then everyone sees it live.

test.use({ viewport: { width: 1280, height: 800 } });

const list = (page: Page) => page.getByRole('list', { name: 'Locations' });
const item = (page: Page, name: string) => list(page).getByRole('button', { name: new RegExp(`^${name}`) });
const reviewButton = (page: Page) => page.getByRole('button', { name: /^Review \(\d+\)$/ });
const reviewPanel = (page: Page) => page.getByRole('region', { name: 'Review' });
const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });

async function turnReviewOn(owner: Page) {
  await owner.getByRole('button', { name: 'Edit Map' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Edit Map Settings' });
  await dialog.getByRole('checkbox', { name: 'Review new locations before they appear' }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
}

async function addThroughForm(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Add New Location' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Address').fill('London');
  await expect(form.getByRole('group', { name: /^Preview of / })).toBeVisible();
  await form.getByRole('button', { name: 'Add Location' }).click();
}

async function visitor(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openLive(page, path);
  return { page, close: () => context.close() };
}

test('a visitor’s addition awaits review, seen by its author and the owner only, and appears live once approved', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Reviewed pantries' });
  const path = `/map/${map.permalink}`;
  await openLive(owner, path);
  await turnReviewOn(owner);
  await expect(reviewButton(owner)).toHaveText('Review (0)');
  const author = await visitor(browser, path);
  const other = await visitor(browser, path);
  try {
    await addThroughForm(author.page, 'Waiting pantry');
    const submitted = toast(author.page, 'Location submitted for review');
    await expect(submitted).toContainText('It appears on the map once the map owner approves it.');
    await expect(item(author.page, 'Waiting pantry')).toHaveAccessibleName(
      'Waiting pantry Awaiting review (Added by you)',
    );

    // The owner sees it live, marked, and counted beside Share.
    await expect(reviewButton(owner)).toHaveText('Review (1)');
    await expect(item(owner, 'Waiting pantry')).toContainText('Awaiting review');
    // Nobody else: not in the other visitor's list or on their map.
    await expect(item(other.page, 'Waiting pantry')).toHaveCount(0);
    await expect(other.page.locator('.gm-marker--location')).toHaveCount(0);

    // Nor through the embed, even in the author's browser (its reads carry no session).
    const embed = await author.page.context().newPage();
    await embed.goto(`/embed/${map.permalink}`);
    await expect(embed.locator('[data-markers-ready="true"]')).toHaveCount(1);
    await expect(embed.locator('.gm-marker--location')).toHaveCount(0);
    await expect(embed.getByText('Waiting pantry')).toHaveCount(0);
    await embed.close();

    await reviewButton(owner).click();
    const panel = reviewPanel(owner);
    const entry = panel.getByRole('listitem').filter({ hasText: 'Waiting pantry' });
    await expect(entry).toContainText('London');
    await expect(entry).toContainText(/Added by Visitor [0-9A-Z]{6}/);
    await expectNoSeriousA11yViolations(owner);

    await entry.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(owner, 'Location approved')).toBeVisible();
    await expect(panel.getByText('Nothing to review')).toBeVisible();
    await expect(reviewButton(owner)).toHaveText('Review (0)');

    // Published: the other visitor receives it live; the author's mark goes.
    await expect(item(other.page, 'Waiting pantry')).toHaveAccessibleName('Waiting pantry');
    await expect(other.page.locator('.gm-marker--location')).toHaveCount(1);
    await expect(item(author.page, 'Waiting pantry')).toHaveAccessibleName('Waiting pantry (Added by you)');
  } finally {
    await author.close();
    await other.close();
  }
});

test('the owner rejects one, the author is told; a trusted contributor’s next addition appears at once', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Reviewed benches' });
  const path = `/map/${map.permalink}`;
  await openLive(owner, path);
  await turnReviewOn(owner);
  const author = await visitor(browser, path);
  try {
    await addThroughForm(author.page, 'Spam bench');
    await expect(toast(author.page, 'Location submitted for review')).toBeVisible();
    await addThroughForm(author.page, 'Real bench');
    await expect(reviewButton(owner)).toHaveText('Review (2)');

    await reviewButton(owner).click();
    const panel = reviewPanel(owner);
    const spam = panel.getByRole('listitem').filter({ hasText: 'Spam bench' });
    await spam.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(owner, 'Location rejected')).toBeVisible();
    await expect(toast(author.page, 'Your location was not approved')).toBeVisible();
    await expect(item(author.page, 'Spam bench')).toHaveCount(0);

    const real = panel.getByRole('listitem').filter({ hasText: 'Real bench' });
    await real.getByRole('button', { name: 'Trust this contributor' }).click();
    await expect(toast(owner, 'Contributor trusted')).toBeVisible();
    await panel.getByRole('button', { name: 'Approve all' }).click();
    await expect(toast(owner, 'Approved 1 location')).toBeVisible();

    await addThroughForm(author.page, 'Trusted bench');
    await expect(toast(author.page, 'Location added successfully')).toBeVisible();
    await expect(item(author.page, 'Trusted bench')).toHaveAccessibleName('Trusted bench (Added by you)');

    // The settings list them, and "Remove" ends the trust.
    await owner.getByRole('button', { name: 'Edit Map' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit Map Settings' });
    await dialog.getByRole('button', { name: /^Remove: Visitor [0-9A-Z]{6}$/ }).click();
    // The modal dialog hides the rest of the page from the accessibility tree, the toast region
    // included, so the toast is found by its look here.
    await expect(
      owner.locator('.gm-toast').filter({ hasText: 'Contributor no longer trusted' }),
    ).toBeVisible();
    await expect(dialog.getByText('Nobody yet.', { exact: false })).toBeVisible();
  } finally {
    await author.close();
  }
});
