import { expect, test } from '@playwright/test';
import { signInAsSharedAccount } from '../../support/accounts';

// The dashboard's `./map-settings-form` expose, mounted at run time by another app: the shell's
// Module Federation runtime (the standard `__FEDERATION__` global it registers the remotes on, from
// each remote's mf-manifest.json behind /mf/{remote}/) loads the module, and its `mountMapSettingsForm`
// renders the form into a plain element of a page that never routes to the dashboard.

// e2e compiles without the DOM library; these are the few browser shapes the page script uses.
interface HostElement {
  setAttribute: (name: string, value: string) => void;
}
interface BrowserDocument {
  createElement: (tag: string) => HostElement;
  body: { append: (element: HostElement) => void };
}

interface FederationInstance {
  options: { remotes: { name: string }[] };
  loadRemote: (id: string) => Promise<unknown>;
}

test('another app mounts the map settings form through the federation runtime and it works there', async ({
  page,
}) => {
  await signInAsSharedAccount(page);
  await page.goto('/about');
  await expect(page.getByRole('main')).toBeVisible();

  // The shell registers the remotes at start-up; wait until its runtime knows the dashboard.
  await page.waitForFunction(() => {
    const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } })
      .__FEDERATION__?.__INSTANCES__;
    return instances?.some((instance) =>
      instance.options.remotes.some(({ name }) => name === 'mf_dashboard'),
    );
  });
  await page.evaluate(async () => {
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: FederationInstance[] } })
      .__FEDERATION__.__INSTANCES__;
    const host = instances.find((instance) =>
      instance.options.remotes.some(({ name }) => name === 'mf_dashboard'),
    )!;
    const module = (await host.loadRemote('mf_dashboard/map-settings-form')) as {
      mountMapSettingsForm: (element: HostElement, props: object) => () => void;
    };
    const { document } = globalThis as unknown as { document: BrowserDocument };
    const element = document.createElement('section');
    element.setAttribute('aria-label', 'Mounted map settings form');
    document.body.append(element);
    module.mountMapSettingsForm(element, {});
  });

  const mounted = page.getByRole('region', { name: 'Mounted map settings form' });
  await expect(mounted.getByRole('button', { name: 'Create Map' })).toBeVisible();
  await expect(mounted.getByText('Upgrade to Pro to add custom fields')).toBeVisible();

  // It runs on the page's shared app-kit: its toasts appear in the shell's one toast region.
  await mounted.getByLabel('Permalink').pressSequentially('AB');
  await expect(mounted.getByLabel('Permalink')).toHaveValue('ab');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Permalink adjusted');
  await mounted.getByRole('button', { name: 'Create Map' }).click();
  await expect(mounted).toContainText('Name is required');
});
