import { expect, test, type Page } from '@playwright/test';
import { toastRegion, toasts } from '../../support/toasts';

/** A failed login: the quickest toast a signed-out visitor can cause. */
async function failLogin(page: Page, username = 'nobody-here') {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

/** Spec section 9: how long a toast stays (app-kit's toaster). */
const TOAST_DURATION_MS = 5000;

test.beforeEach(async ({ page }) => {
  // The page's clock is the test's to stop (stopTheClock); until then it runs as a real one.
  await page.clock.install();
  await page.goto('/login');
  // The page loads its remote on timers of that clock: stopped before the form is there, it never comes.
  await expect(page.getByLabel('Username')).toBeVisible();
});

/**
 * Stops the page's clock: from here its timers, the toast's among them, move only with runFor, so the
 * toast's time on screen is exact however busy the machine (the pause is a second ahead of the page's
 * time, which moves on while this is asked).
 */
async function stopTheClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test('F8 moves the focus to the notification region', async ({ page }) => {
  await failLogin(page);
  await expect(toasts(page)).toHaveCount(1);
  await page.keyboard.press('F8');
  await expect(toastRegion(page).getByRole('list')).toBeFocused();
});

test('a failure toast looks destructive and shows at most one at a time', async ({ page }) => {
  await failLogin(page, 'first-try');
  await expect(toasts(page)).toContainText('Login failed');
  await expect(toasts(page)).toHaveClass(/gm-toast--destructive/);
  await failLogin(page, 'second-try');
  await expect(toasts(page)).toHaveCount(1);
});

test('a toast closes by itself after 5 seconds', async ({ page }) => {
  await stopTheClock(page);
  await failLogin(page);
  await expect(toasts(page)).toHaveCount(1);
  // Hovering or focusing a toast pauses its timer: keep the pointer away from it.
  await page.mouse.move(10, 10);
  await page.clock.runFor(TOAST_DURATION_MS - 1);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(toasts(page)).toHaveCount(0);
});

test('swiping a toast 50 px to the right dismisses it', async ({ page }) => {
  // With the clock stopped the toast cannot close by itself: only the swipe can take it away.
  await stopTheClock(page);
  await failLogin(page);
  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 50, y, { steps: 5 });
  await page.mouse.move(box.x + 90, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});
