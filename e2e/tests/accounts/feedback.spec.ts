import { expect, test } from '@playwright/test';
import { signInAsSharedAccount } from '../../support/accounts';
import { toasts } from '../../support/toasts';

test('a signed-out visitor sends feedback with the e-mail they typed', async ({ page }) => {
  await page.goto('/changelog');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByLabel('Message').fill('The live updates are great for our street party.');
  await dialog.getByLabel('Email (optional)').fill('neighbour@example.com');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/feedback'));
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();

  expect((await sent).postDataJSON()).toEqual({
    email: 'neighbour@example.com',
    message: 'The live updates are great for our street party.',
  });
  await expect(toasts(page)).toContainText('Thank you!');
  await expect(toasts(page)).toContainText('Your feedback has been submitted.');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeFocused();
});

test("a signed-in user's feedback carries their account e-mail, with no e-mail field", async ({ page }) => {
  const { email } = await signInAsSharedAccount(page);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog.getByLabel('Message')).toBeVisible();
  await expect(dialog.getByLabel('Email (optional)')).toHaveCount(0);
  await dialog.getByLabel('Message').fill('Please add a dark map style.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/feedback'));
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();

  expect((await sent).postDataJSON()).toEqual({
    email,
    message: 'Please add a dark map style.',
  });
  await expect(toasts(page)).toContainText('Thank you!');
});

test('an empty message sends nothing and says the message is required', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/feedback')) sent.push(request.method());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByLabel('Message').fill('   ');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();

  await expect(dialog.getByText('Message is required')).toBeVisible();
  await expect(dialog.getByLabel('Message')).toBeFocused();
  expect(sent).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the Feedback button is on every framed page and not on the landing page', async ({ page }) => {
  for (const path of ['/about', '/changelog', '/login', '/terms', '/subscription', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Feedback' })).toHaveCount(0);
});

test('a refused feedback keeps the dialog open and shows the "Error" toast', async ({ page }) => {
  await page.route('**/api/feedback', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }),
  );
  await page.goto('/about');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await dialog.getByLabel('Message').fill('Hello');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();

  // The open modal dialog hides the rest of the page from the accessibility tree (Radix announces
  // the toast through its own live region), so the toast is found by its text here.
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Failed to submit feedback. Please try again.', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveValue('Hello');
});
