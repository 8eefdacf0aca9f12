import { expect, test, type Page } from '@playwright/test';
import { signUpVerifiedAccount } from './auth-helpers';
import { linkIn, waitForEmail } from './mailbox';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('forgot password → emailed link → new password → the old session is gone', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const first = await browser.newContext();
  const { email, password } = await signUpVerifiedAccount(first.request, baseURL ?? '');

  // Session 1: signed in on another device.
  const device = await first.newPage();
  await signIn(device, email, password);
  await expect(device).toHaveURL(/\/(dashboard|onboarding)/);

  // Session 2: forgot password from the sign-in card, then the link from the real email.
  const second = await browser.newContext();
  const page = await second.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(
    page.getByText('If an account exists with this email, you will receive a password reset link.'),
  ).toBeVisible();

  const reset = await waitForEmail(email, /Reset your Scopewright password/);
  await page.goto(linkIn(reset, `${baseURL}/update-password`));
  await expect(page.getByRole('heading', { name: 'Create new password' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass9');
  await page.getByLabel('Confirm new password').fill('Brand-new-pass9');
  await page.getByRole('button', { name: /update password/i }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 6_000 });

  // The other device's session ended with the reset.
  await device.goto('/dashboard');
  await expect(device).toHaveURL(/\/login/);

  // The old password no longer works; the new one does.
  await signIn(page, email, password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, 'Brand-new-pass9');
  await expect(page).toHaveURL(/\/(dashboard|onboarding)/);
  await Promise.all([first.close(), second.close()]);
});
