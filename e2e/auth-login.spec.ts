import { expect, test } from './fixtures';
import { DEMO_ADMIN, demoPassword } from './auth-helpers';

test.describe('sign in', () => {
  test('tabs Email → Password → Forgot, validates on blur only after typing, and shows the validation messages', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    const email = page.getByLabel('Email');
    await email.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeFocused();
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await expect(page.getByText('Password is required')).toHaveCount(0);
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(email).toBeFocused();
  });

  test('a wrong password shows "Invalid email or password"', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(`  ${DEMO_ADMIN.toUpperCase()} `);
    await page.getByLabel('Password').fill('definitely-not-it-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unsafe return target is ignored; sign-out returns to /login', async ({ page }) => {
    await page.goto('/login?returnTo=//evil.example');
    await page.getByLabel('Email').fill(DEMO_ADMIN);
    await page.getByLabel('Password').fill(demoPassword());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard' && url.hostname === 'localhost');

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Dana Admin');
    await expect(page.getByRole('menu')).toContainText(DEMO_ADMIN);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });

  test('a signed-in visitor of /login goes to the safe return target', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN);
    await page.getByLabel('Password').fill(demoPassword());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login?returnTo=%2Fdashboard%2Fclients');
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
  });

  test('forgot password switches the card and answers neutrally', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill('nobody@unknown-company.test');
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(
      page.getByText('If an account exists with this email, you will receive a password reset link.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');
  });
});
