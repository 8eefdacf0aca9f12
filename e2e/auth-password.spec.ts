import { expect, test } from './fixtures';

test.describe('password reset pages', () => {
  test('/reset-password answers neutrally and offers the way back', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill('someone@unknown-company.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('If an account exists with this email, you will receive a password reset link.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/update-password without tokens shows the error card', async ({ page }) => {
    await page.goto('/update-password');
    await expect(page.getByText('Invalid reset link. No tokens found.')).toBeVisible();
    await page.getByRole('link', { name: 'Request New Link' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('an unknown reset token is expired or invalid, and the fragment leaves the address bar', async ({ page }) => {
    await page.goto('/update-password#access_token=not-a-token&refresh_token=not-a-token&type=recovery');
    await expect(page.getByText('This reset link has expired or is invalid. Please request a new one.')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a link without type=recovery is missing tokens', async ({ page }) => {
    await page.goto('/update-password#access_token=abc');
    await expect(page.getByText('Invalid reset link. Missing required authentication tokens.')).toBeVisible();
  });
});
