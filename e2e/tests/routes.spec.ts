import { expect, test } from '@playwright/test';
import { signInAsSharedAccount } from '../support/accounts';
import { recordRequestPaths } from '../support/requests';

// Every route of the spec's route table, the heading its owner renders, and the owner: the shell
// itself (no remote loaded) or the remote whose assets come through /mf/<remote>/. Routes that exist
// only for signed-in users are visited signed in.
const ROUTES = [
  { path: '/', heading: 'Shared maps for your group', owner: 'shell' },
  { path: '/about', heading: 'About Groupmap', owner: 'shell' },
  { path: '/changelog', heading: 'Changelog', owner: 'shell' },
  { path: '/login', heading: 'Login', owner: 'shell' },
  { path: '/register', heading: 'Register', owner: 'shell' },
  { path: '/terms', heading: 'Terms of Service', owner: 'shell' },
  { path: '/privacy', heading: 'Privacy Policy', owner: 'shell' },
  { path: '/cookies', heading: 'Cookie Policy', owner: 'shell' },
  { path: '/keep-editing', heading: 'Keep editing your locations', owner: 'shell' },
  { path: '/dashboard', heading: 'My Maps', owner: 'dashboard', signedIn: true },
  { path: '/create', heading: 'Create New Map', owner: 'dashboard', signedIn: true },
  { path: '/subscription', heading: 'Subscription Plans', owner: 'billing' },
  // The demo map, seeded at every start (decisions.md, Demo content), and an unknown permalink.
  { path: '/map/test', heading: 'Groupmap demo map', owner: 'map' },
  { path: '/map/no-such-map-here', heading: 'Map not found', owner: 'map' },
] as const;

for (const route of ROUTES) {
  test(`${route.path} renders its owner's (${route.owner}) content through the shell`, async ({ page }) => {
    if ('signedIn' in route) await signInAsSharedAccount(page);
    const requested = recordRequestPaths(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const remotesLoaded = new Set(
      requested.filter((path) => path.startsWith('/mf/')).map((path) => path.split('/')[2]),
    );
    expect([...remotesLoaded]).toEqual(route.owner === 'shell' ? [] : [route.owner]);
    // The shell's runtime configuration tells it where the remotes are.
    expect(requested).toContain('/runtime-config.json');
  });
}

test('a path no app owns shows the not-found page inside the frame', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Groupmap', exact: true })).toBeVisible();
});
