import { expect, test, type Page } from '@playwright/test';
import { toastRegion, toasts } from '../../support/toasts';

/** A failed login: the quickest toast a signed-out visitor can cause. */
async function failLogin(page: Page, username = 'nobody-here') {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

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

test('a toast closes by itself after about 5 seconds', async ({ page }) => {
  await failLogin(page);
  await expect(toasts(page)).toHaveCount(1);
  // Hovering or focusing a toast pauses its timer: keep the pointer away from it.
  await page.mouse.move(10, 10);
  await page.waitForTimeout(3000);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0, { timeout: 6000 });
});

test('swiping a toast 50 px to the right dismisses it', async ({ page }) => {
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
  await expect(toast).toHaveCount(0, { timeout: 2000 });
});
