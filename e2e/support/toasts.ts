import type { Locator, Page } from '@playwright/test';

/** The page's toast region (app-kit's Radix Toast viewport; F8 is its hotkey). */
export function toastRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** The toasts on screen, one list item each. */
export function toasts(page: Page): Locator {
  return toastRegion(page).getByRole('listitem');
}
