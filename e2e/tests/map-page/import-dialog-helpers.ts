// The map page's "Import locations" dialog as the import spec drives it: its controls found by role
// and name from the contracts' texts, files made in memory, and antd's Selects worked with the mouse.
import { mapImportMessages } from '@groupmap/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { clickWhenOpened } from '../../support/popup-opening';

export const text = mapImportMessages;

export const importButton = (page: Page) =>
  page.getByRole('button', { name: text.importLocations, exact: true });
export const importDialog = (page: Page) => page.getByRole('dialog', { name: text.importLocations });
export const locationList = (page: Page) => page.getByRole('list', { name: 'Locations' });

/** A location of the list by its name (the owner's own carry " (Added by you)" for screen readers). */
export const listedLocation = (page: Page, name: string) =>
  locationList(page).getByRole('button', { name: new RegExp(`^${name}( \\(Added by you\\))?$`) });

/** A CSV file's text from its header and rows (values holding a comma are quoted). */
export function csv(header: string[], rows: string[][]): string {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\n');
}

/** Chooses `contents` as the file named `name` in the dialog's file input, as a picked file would be. */
export async function chooseFile(dialog: Locator, name: string, contents: string, mimeType = 'text/csv') {
  await dialog
    .getByLabel(text.chooseFile)
    .setInputFiles({ name, mimeType, buffer: Buffer.from(contents, 'utf8') });
}

/** Opens the dialog from the header button and chooses the file; answers the dialog. */
export async function openAndChoose(page: Page, name: string, contents: string, mimeType?: string) {
  await importButton(page).click();
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible();
  await chooseFile(dialog, name, contents, mimeType);
  return dialog;
}

/** A Select of the mapping: under "Columns" by target name, under "Custom fields" by column name. */
export const mappingSelect = (dialog: Locator, group: 'Columns' | 'Custom fields', label: string) =>
  dialog.getByRole('group', { name: group }).getByRole('combobox', { name: label, exact: true });

/** The element of an antd Select whose title is the chosen option's label. */
export const chosenIn = (select: Locator) =>
  select.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select-content ")][1]');

/** Opens a Select and clicks the option labelled `option` in its (visible) list once it has slid in. */
export async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await clickWhenOpened(page.locator(`.ant-select-item-option[title="${option}"]`).filter({ visible: true }));
  await expect(chosenIn(select)).toHaveAttribute('title', option);
}

/**
 * Holds the page's reads of an import's progress (GET /api/maps/{mapId}/imports/{id}) until
 * `release`, as a slow network would: the server goes on, the page only learns of it later.
 */
export async function holdProgressReads(page: Page, mapId: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/api/maps/${mapId}/imports/[^/]+$`), async (route) => {
    if (route.request().method() === 'GET') await released;
    await route.fallback();
  });
  return { release };
}
