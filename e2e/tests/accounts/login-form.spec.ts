import { expect, test } from '@playwright/test';

test('the login form shows the rules inline and sends nothing while they are broken', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await page.getByLabel('Username').fill('al');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();

  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  // Once a submit was tried, fixing a field clears its message as the visitor types.
  await page.getByLabel('Username').fill('alice');
  await expect(page.getByText('Username must be at least 3 characters')).toHaveCount(0);
});

test('the register form checks the e-mail address', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Email').fill('alice@');
  await page.getByLabel('Password').fill('long enough');
  await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('toggling between Login and Register resets the form and keeps the returnUrl', async ({ page }) => {
  await page.goto('/login?returnUrl=%2Fcreate');
  await page.getByLabel('Username').fill('someone');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click();

  await expect(page).toHaveURL('/register?returnUrl=%2Fcreate');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login?returnUrl=%2Fcreate');
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('the fields carry autocomplete hints for password managers', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  await page.goto('/register');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password');
});
