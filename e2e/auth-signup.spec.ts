import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueCompanyEmail } from './auth-helpers';
import { linkIn, waitForEmail } from './mailbox';

const PUBLIC_PROVIDER =
  'Please use your company email address. Public email providers are not supported for workspace creation.';

async function fillSignup(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('scoping2024');
  await page.getByLabel('Confirm password').fill('scoping2024');
}

test.describe('sign up', () => {
  test('a gmail address is refused with the validation message (page and API)', async ({ page }) => {
    await page.goto('/signup');
    await fillSignup(page, 'ada@gmail.com');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(PUBLIC_PROVIDER)).toBeVisible();
    await expect(page.getByLabel('Work email')).toBeFocused();

    const origin = new URL(page.url()).origin;
    const response = await page.request.post('/api/signup', {
      headers: { Origin: origin },
      data: {
        email: 'ada@gmail.com',
        password: 'scoping2024',
        firstName: 'Ada',
        lastName: 'L',
        companyDomain: 'gmail.com',
      },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).error.message).toBe(PUBLIC_PROVIDER);
  });

  test('the checklist follows the password as it is typed', async ({ page }) => {
    await page.goto('/signup');
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    const item = (label: string) => checklist.getByRole('listitem').filter({ hasText: label });
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(item('At least one letter')).toHaveAttribute('data-met', 'true');
    await expect(item('At least 8 characters')).toHaveAttribute('data-met', 'false');
    await expect(item('At least one number')).toHaveAttribute('data-met', 'false');
    await page.getByLabel('Password', { exact: true }).fill('abcdefg1');
    await expect(checklist.locator('[data-met="false"]')).toHaveCount(0);
  });

  test('a company email creates the account and asks to check the inbox', async ({ page }) => {
    const email = uniqueCompanyEmail();
    await page.goto('/signup');
    await fillSignup(page, email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // The new account cannot sign in before verifying: the yellow resend panel appears.
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('scoping2024');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please verify your email address before signing in')).toBeVisible();
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(
      page.getByText(/If an account exists with this email, a verification email (has been|will be) sent\./),
    ).toBeVisible();

    // The emailed link verifies the address and signs the new user in, straight into the app.
    const verification = await waitForEmail(email, /Confirm your email/);
    await page.goto(linkIn(verification, `${new URL(page.url()).origin}/api/auth/verify-email`));
    await expect(page).toHaveURL(/\/(dashboard|onboarding)/);
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });
});
