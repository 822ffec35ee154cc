import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueUsername } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/accessibility';
import { linkIn, waitForMail, type InboxMail } from '../../support/mail-inbox';
import { toasts } from '../../support/toasts';
import { openLive, watchReloads } from './live-viewer';
import { addThroughForm, createMapAsNewOwner } from './map-page-fixtures';

// Issue 26: a contributor without an account keeps their edit rights on another device. They leave
// an address after adding, the mailed link opens "Keep editing your locations" elsewhere, and
// "Continue" makes what they added editable there; the edit reaches the first device live.

const MAIL_SUBJECT = 'Keep editing your locations on Groupmap';
const VIEWPORT = { width: 1280, height: 800 };

const list = (page: Page) => page.getByRole('list', { name: 'Locations' });
const editBefore = (page: Page) => page.getByRole('button', { name: 'Edit what you added before' });

/** A page of a fresh browser context: another device, not signed in. */
async function anotherDevice(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: VIEWPORT })).newPage();
}

/** The path and query of the mail's link (its origin is the platform's public one). */
function keepEditingPath(mail: InboxMail): string {
  const url = new URL(linkIn(mail, '/keep-editing'));
  return url.pathname + url.search;
}

/** Opens the mailed link on `page` and presses "Continue". */
async function continueWith(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Keep editing your locations' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.use({ viewport: VIEWPORT });

test('a link mailed after an anonymous add lets another device edit the location, live for the first', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Riverside Swap Boxes' });
  const email = `${uniqueUsername('keeper')}@example.com`;
  const mapPath = `/map/${map.permalink}`;
  const first = await anotherDevice(browser);
  const second = await anotherDevice(browser);
  try {
    // The owner is offered no way back to edit rights; a visitor who is not signed in is.
    await owner.goto(mapPath);
    await expect(owner.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(editBefore(owner)).toHaveCount(0);

    await openLive(first, mapPath);
    await expect(editBefore(first)).toBeVisible();
    await addThroughForm(first, 'Pond swap box', '10 Downing Street, London');
    await expect(list(first).getByRole('button', { name: 'Pond swap box (Added by you)' })).toBeVisible();

    const offer = first.getByRole('region', { name: 'Keep editing from other devices' });
    await expect(offer).toContainText('Get a link by email');
    await offer.getByLabel('Email').fill(email);
    const asked = new Date();
    await offer.getByRole('button', { name: 'Send me a link' }).click();
    await expect(offer.getByRole('status')).toHaveText('Check your email for a link');
    await expect(offer).toContainText('The link works once, for 7 days.');
    await expect(offer.getByRole('button', { name: 'Send me a link' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(first);

    // The mail carries nothing anyone wrote: neither the map's name nor the location's.
    const mail = await waitForMail(email, MAIL_SUBJECT, { since: asked });
    for (const written of [map.name, 'Pond swap box']) {
      expect(mail.subject).not.toContain(written);
      expect(mail.text).not.toContain(written);
      expect(mail.html).not.toContain(written);
    }
    const link = keepEditingPath(mail);

    // Opening the link spends nothing (mail scanners open links): "Continue" does.
    await second.goto(link);
    await expect(
      second.getByRole('heading', { level: 1, name: 'Keep editing your locations' }),
    ).toBeVisible();
    await expect(second.getByText('Continue to edit and delete the locations you added')).toBeVisible();
    await expectNoSeriousA11yViolations(second);
    await second.getByRole('button', { name: 'Continue' }).click();
    await expect(second.getByRole('status')).toHaveText('You can edit your locations on this device again.');
    await second.getByRole('link', { name: 'Open the map' }).click();
    await expect(second).toHaveURL(mapPath);

    // The first device watches from here on: the edit must arrive without a reload.
    const firstReloads = watchReloads(first, map.id);
    const mine = list(second).getByRole('button', { name: 'Pond swap box (Added by you)' });
    await mine.click();
    await list(second).getByRole('button', { name: 'Edit' }).click();
    const editForm = second.getByRole('form', { name: 'Edit Location' });
    await editForm.getByLabel('Name').fill('Pond swap box (books only)');
    await editForm.getByRole('button', { name: 'Update' }).click();
    await expect(toasts(second).filter({ hasText: 'Location updated successfully' })).toBeVisible();

    await expect(list(first).getByRole('button', { name: /^Pond swap box \(books only\)/ })).toBeVisible();
    expect(firstReloads).toEqual({ listReads: 0, navigations: 0 });

    // The link works once.
    const third = await anotherDevice(browser);
    try {
      await continueWith(third, link);
      await expect(third.getByRole('alert')).toHaveText('This link was already used.');
      await expect(third.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    } finally {
      await third.context().close();
    }
  } finally {
    await first.context().close();
    await second.context().close();
  }
});

test('"Edit what you added before" asks for a new link from the map page, and the embed has none of it', async ({
  page: owner,
  browser,
}) => {
  const map = await createMapAsNewOwner(owner, { name: 'Allotment Seed Shelves' });
  const email = `${uniqueUsername('returning')}@example.com`;
  const first = await anotherDevice(browser);
  const later = await anotherDevice(browser);
  try {
    await first.goto(`/map/${map.permalink}`);
    await addThroughForm(first, 'Seed shelf', '10 Downing Street, London');
    const offer = first.getByRole('region', { name: 'Keep editing from other devices' });
    await offer.getByLabel('Email').fill(email);
    await offer.getByRole('button', { name: 'Send me a link' }).click();
    await expect(offer.getByRole('status')).toHaveText('Check your email for a link');
    await waitForMail(email, MAIL_SUBJECT);

    // Later, on a device with no link at hand: the header's way back mails a new one.
    await later.goto(`/map/${map.permalink}`);
    await editBefore(later).click();
    const dialog = later.getByRole('dialog', { name: 'Edit what you added before' });
    await expect(dialog).toContainText('Enter the email address you gave when you added locations');
    const asked = new Date();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send me a link' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Check your email for a link');
    const mail = await waitForMail(email, MAIL_SUBJECT, { since: asked });
    // The dialog's own "Close" under the answer (its corner × is named "Close" too).
    await dialog.getByText('Close', { exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(editBefore(later)).toBeFocused();

    await continueWith(later, keepEditingPath(mail));
    await expect(later.getByRole('status')).toHaveText('You can edit your locations on this device again.');
    await later.getByRole('link', { name: 'Open the map' }).click();
    await expect(list(later).getByRole('button', { name: 'Seed shelf (Added by you)' })).toBeVisible();

    // The embed is view and search only.
    await later.goto(`/embed/${map.permalink}`);
    await expect(list(later).getByRole('button', { name: /^Seed shelf/ })).toBeVisible();
    await expect(editBefore(later)).toHaveCount(0);
    await expect(later.getByText('Keep editing from other devices')).toHaveCount(0);
  } finally {
    await first.context().close();
    await later.context().close();
  }
});

test('/keep-editing without a token says the link is not valid, and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto('/keep-editing');
  await expect(page.getByRole('heading', { level: 1, name: 'Keep editing your locations' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This link is not valid.');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL('/');
  expect(posts.filter((path) => path.includes('edit-links'))).toEqual([]);
});
