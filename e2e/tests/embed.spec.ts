import { expect, test } from '@playwright/test';
import { recordRequestPaths } from '../support/requests';

test('/embed/test loads only the map remote’s embed entry, without the shell', async ({ page }) => {
  const requested = recordRequestPaths(page);
  await page.goto('/embed/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Map not found' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // No shell: no runtime configuration, no federated remotes, no header or footer.
  expect(requested).not.toContain('/runtime-config.json');
  expect(requested.filter((path) => path.startsWith('/mf/'))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Groupmap', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // Every script comes from mf-map's embed entry.
  const scripts = requested.filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^\/embed\//);
});

test('/embed pages may be framed by any site while other pages refuse framing', async ({ request }) => {
  const embed = await request.get('/embed/test');
  expect(embed.headers()['content-security-policy']).not.toContain("frame-ancestors 'none'");
  const page = await request.get('/about');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
