import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { toasts } from '../../support/toasts';
import { createMapAsNewOwner } from './map-page-fixtures';

// The share panel of spec section 2: Share toggles it; tabs Link, Social, Embed and QR; the copy
// toasts of section 8; the embed snippet per size of section 9; the QR code's download.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const sharePanel = (page: Page) => page.getByRole('region', { name: 'Share this map' });
// e2e compiles without the DOM library: the one browser shape read here.
interface BrowserClipboard {
  navigator: { clipboard: { readText: () => Promise<string> } };
}
const clipboardText = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as BrowserClipboard).navigator.clipboard.readText());

async function openSharePanel(page: Page, name: string, permalink: string) {
  await page.goto(`/map/${permalink}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await expect(sharePanel(page)).toBeVisible();
}

test('Share toggles the panel, whose tabs are reached with the arrow keys, and Link copies the address', async ({
  page,
  baseURL,
}) => {
  const map = await createMapAsNewOwner(page, { name: 'Share Walk' });
  await openSharePanel(page, map.name, map.permalink);
  const panel = sharePanel(page);
  const tabs = panel.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['Link', 'Social', 'Embed', 'QR']);
  await expect(panel.getByRole('tab', { name: 'Link' })).toHaveAttribute('aria-selected', 'true');

  const pageUrl = `${baseURL}/map/${map.permalink}`;
  const link = panel.getByRole('tabpanel').getByLabel('Link to this map');
  await expect(link).toHaveValue(pageUrl);
  await expect(link).toHaveAttribute('readonly', '');
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts(page).filter({ hasText: 'Copied!' })).toContainText('Link copied to clipboard');
  expect(await clipboardText(page)).toBe(pageUrl);

  await panel.getByRole('tab', { name: 'Link' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('tab', { name: 'Social' })).toBeFocused();
  await expect(panel.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-selected', 'true');
  // Radix moves the focus a task after the key press: wait for each move before the next key.
  await page.keyboard.press('ArrowLeft');
  await expect(panel.getByRole('tab', { name: 'Link' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(panel.getByRole('tab', { name: 'QR' })).toBeFocused();
  await expect(panel.getByRole('tab', { name: 'QR' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(panel).toHaveCount(0);
});

test('Social shares on WhatsApp, Telegram and by e-mail with the encoded text and address, in a new tab', async ({
  page,
  baseURL,
}) => {
  const map = await createMapAsNewOwner(page, { name: 'Tea & Cake #1?' });
  await openSharePanel(page, map.name, map.permalink);
  await sharePanel(page).getByRole('tab', { name: 'Social' }).click();
  const pageUrl = `${baseURL}/map/${map.permalink}`;
  const text = 'Check out this map: Tea & Cake #1?';

  const whatsapp = sharePanel(page).getByRole('link', { name: /Share on WhatsApp/ });
  const telegram = sharePanel(page).getByRole('link', { name: /Share on Telegram/ });
  const email = sharePanel(page).getByRole('link', { name: /Share by Email/ });
  for (const link of [whatsapp, telegram, email]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }

  const whatsappUrl = new URL((await whatsapp.getAttribute('href'))!);
  expect(whatsappUrl.origin + whatsappUrl.pathname).toBe('https://wa.me/');
  expect(whatsappUrl.searchParams.get('text')).toBe(`${text} ${pageUrl}`);

  const telegramUrl = new URL((await telegram.getAttribute('href'))!);
  expect(telegramUrl.origin + telegramUrl.pathname).toBe('https://t.me/share/url');
  expect(Object.fromEntries(telegramUrl.searchParams)).toEqual({ url: pageUrl, text });

  const mailto = (await email.getAttribute('href'))!;
  expect(mailto.startsWith('mailto:?')).toBe(true);
  expect(Object.fromEntries(new URLSearchParams(mailto.slice('mailto:?'.length)))).toEqual({
    subject: text,
    body: `${text}\n\n${pageUrl}`,
  });
});

test('Embed offers three sizes, copies the iframe snippet of each and previews the embed 200 px high', async ({
  page,
  baseURL,
}) => {
  const map = await createMapAsNewOwner(page, { name: 'Embed "Ride" <North>' });
  await openSharePanel(page, map.name, map.permalink);
  await sharePanel(page).getByRole('tab', { name: 'Embed' }).click();
  const embedUrl = `${baseURL}/embed/${map.permalink}`;
  const code = sharePanel(page).getByRole('textbox', { name: 'Embed code' });
  const sizes = [
    { label: 'Small (400x300)', width: 400, height: 300 },
    { label: 'Medium (600x450)', width: 600, height: 450 },
    { label: 'Large (800x600)', width: 800, height: 600 },
  ];
  await expect(sharePanel(page).getByRole('radio', { name: 'Medium (600x450)' })).toBeChecked();
  for (const { label, width, height } of sizes) {
    await sharePanel(page).getByRole('radio', { name: label }).check();
    const snippet =
      `<iframe src="${embedUrl}" width="${width}" height="${height}" ` +
      `title="Embed &quot;Ride&quot; &lt;North&gt;" style="border:0" loading="lazy"></iframe>`;
    await expect(code).toHaveValue(snippet);
    await sharePanel(page).getByRole('button', { name: 'Copy embed code' }).click();
    await expect(toasts(page).filter({ hasText: 'Embed code copied to clipboard' })).toHaveCount(1);
    expect(await clipboardText(page)).toBe(snippet);
  }

  const preview = sharePanel(page).locator('iframe');
  await expect(preview).toHaveAttribute('src', embedUrl);
  expect((await preview.boundingBox())?.height).toBeCloseTo(200, 0);
  // The map page may frame its own embed: the preview shows the map.
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: map.name })).toBeVisible();
});

test('QR shows a 200 px code of the address and downloads it as {name}-qr.svg', async ({ page }) => {
  const map = await createMapAsNewOwner(page, { name: 'Community  Garden Trail' });
  await openSharePanel(page, map.name, map.permalink);
  await sharePanel(page).getByRole('tab', { name: 'QR' }).click();
  const code = sharePanel(page).getByRole('img', { name: /QR code/ });
  await expect(code).toBeVisible();
  const box = await code.boundingBox();
  expect([box?.width, box?.height]).toEqual([200, 200]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sharePanel(page).getByRole('button', { name: 'Download QR Code' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('community-garden-trail-qr.svg');
  const svg = await readFile((await download.path())!, 'utf8');
  expect(svg).toMatch(/^<\?xml [^>]*\?>\s*<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg).toContain('</svg>');
  expect(svg).not.toMatch(/<script/i);
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the panel fits the screen, copies the link and downloads the QR code', async ({ page, baseURL }) => {
    const map = await createMapAsNewOwner(page, { name: 'Phone Share' });
    await openSharePanel(page, map.name, map.permalink);
    const panel = sharePanel(page);
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(toasts(page).filter({ hasText: 'Copied!' })).toContainText('Link copied to clipboard');
    expect(await clipboardText(page)).toBe(`${baseURL}/map/${map.permalink}`);

    await panel.getByRole('tab', { name: 'QR' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download QR Code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('phone-share-qr.svg');
    // Nothing overflows sideways (e2e compiles without DOM types, hence the string).
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
  });
});
