// Set-up shared by the map page's specs: a new owner with one map, made through the API so each
// test starts from the page it is about. Every owner is a new account (a free user owns one map).
import { expect, type Page } from '@playwright/test';
import { postAsPage, registerThroughApi, uniqueUsername, type TestAccount } from '../../support/accounts';
import { setPlan } from '../../support/set-plan';
import { toasts } from '../../support/toasts';

export interface CreatedMap {
  id: number;
  name: string;
  permalink: string;
  description: string;
}

/** A permalink no other test uses (lower-case letters, digits and hyphens, well within 50). */
export function uniquePermalink(prefix: string): string {
  return `${prefix}-${uniqueUsername('')}`.toLowerCase();
}

/** Registers a new owner on `page` (which stays signed in as them) and creates a public map. */
export async function createMapAsNewOwner(
  page: Page,
  map: { name: string; description?: string },
): Promise<CreatedMap & { owner: TestAccount }> {
  const owner = await registerThroughApi(page);
  const body = { description: '', ...map, permalink: uniquePermalink('share') };
  const response = await postAsPage(page, '/api/maps', body);
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { ...body, id, owner };
}

/**
 * Registers a new owner on `page`, puts them on the pro plan and creates a map with `settings` that
 * need it (password protection, custom fields). The maps service learns the plan from billing's
 * event on its own, so the create is retried until it is allowed.
 */
export async function createProMap(
  page: Page,
  map: { name: string; description?: string } & Record<string, unknown>,
  prefix = 'pro',
): Promise<CreatedMap> {
  const owner = await registerThroughApi(page);
  await setPlan(page, owner.username, 'pro');
  const body = { description: '', ...map, permalink: uniquePermalink(prefix) };
  let created: CreatedMap | undefined;
  await expect
    .poll(
      async () => {
        const response = await postAsPage(page, '/api/maps', body);
        if (response.status() === 201) created = { ...body, ...((await response.json()) as { id: number }) };
        return response.status();
      },
      { timeout: 20_000 },
    )
    .toBe(201);
  return created!;
}

/** A new pro owner's map protected by `password` (see createProMap). */
export function createProtectedMap(
  page: Page,
  map: { name: string; description: string; password: string },
): Promise<CreatedMap> {
  return createProMap(page, { ...map, passwordProtected: true }, 'locked');
}

/** A location added through the API with the page's session, as the form would add it (in London). */
export async function addLocationThroughApi(page: Page, mapId: number, body: Record<string, unknown>) {
  const response = await postAsPage(page, `/api/maps/${mapId}/locations`, {
    address: 'London',
    latitude: 51.5,
    longitude: -0.12,
    region: 'England',
    country: 'United Kingdom',
    customData: {},
    ...body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Adds a location through the page's "Add New Location" form, waiting for the address preview (looked
 * up 800 ms after typing stops) and the success toast.
 */
export async function addThroughForm(page: Page, name: string, address: string) {
  const form = page.getByRole('form', { name: 'Add New Location' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Address').fill(address);
  await expect(form.getByRole('group', { name: /^Preview of England, United Kingdom/ })).toBeVisible();
  await form.getByRole('button', { name: 'Add Location' }).click();
  await expect(toasts(page).filter({ hasText: 'Location added successfully' })).toBeVisible();
}
