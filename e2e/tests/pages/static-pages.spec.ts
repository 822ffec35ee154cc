import { expect, test } from '@playwright/test';

// /about and /changelog (spec section 2, decisions.md: Routes).

test('/about describes Groupmap as an open platform for collaborative maps', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Groupmap' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('open platform for collaborative maps');
});

test('/changelog lists dated releases from v1 on 13 Dec 2024 to 7 Jan 2025, newest first', async ({
  page,
}) => {
  await page.goto('/changelog');
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  const releases = page.getByRole('article').getByRole('region');
  expect(await releases.count()).toBeGreaterThanOrEqual(3);

  const dates = await page
    .getByRole('article')
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates[0]).toBe('2025-01-07');
  expect(dates.at(-1)).toBe('2024-12-13');
  expect([...dates].sort().reverse()).toEqual(dates);

  const first = releases.last();
  await expect(first.getByRole('heading', { level: 2 })).toContainText('Version 1.0.0');
  await expect(first).toContainText('13 December 2024');
});
