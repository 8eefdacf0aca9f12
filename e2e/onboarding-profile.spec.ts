import type { Page } from '@playwright/test';
import { signUpVerifiedAccount, uniqueCompanyEmail } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { COOKIE_NOTICE_KEY, expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';

const SIGNUP_PASSWORD = 'scoping2024';
const NEW_PASSWORD = 'Scoping-2025';
// A 1 × 1 PNG: the API re-encodes it to a 256 × 256 WebP.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('onboarding and My profile', () => {
  test('sign up → verify by email → sign in → onboarding → dashboard; edit profile, photo and password', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueCompanyEmail();
    const domain = email.split('@')[1]!;

    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(SIGNUP_PASSWORD);
    await page.getByLabel('Confirm password').fill(SIGNUP_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

    const verification = await waitForEmail(email, /Confirm your email/);
    const origin = new URL(page.url()).origin;
    await page.goto(linkIn(verification, `${origin}/api/auth/verify-email`));
    // The verification link signs the new user in: straight on to onboarding, no password typed again.
    await expect(page).toHaveURL(/\/onboarding/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Workspace name')).toHaveValue(domain);
    await page.getByLabel('Workspace name').fill('');
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(page.getByText('Workspace name is required')).toBeVisible();
    await page.getByLabel('Workspace name').fill('Analytical Engines IT');
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // My profile: the name, read-only email, role and workspace.
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByTestId('profile-role')).toHaveText('Admin');
    await expect(page.getByText('Analytical Engines IT')).toBeVisible();
    await page.getByLabel('First name').fill('Augusta Ada');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Augusta Ada');

    // A photo: refused as SVG, accepted as PNG, then shown in the user menu.
    await page.getByLabel('Choose a profile photo').setInputFiles({
      name: 'evil.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'SVG and other formats are not accepted' })).toBeVisible();
    await page
      .getByLabel('Choose a profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Profile photo updated')).toBeVisible();
    const menuAvatar = page.getByTestId('user-menu-avatar');
    await expect(menuAvatar).toBeVisible();
    await expect(menuAvatar).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f-]+\?v=1$/);
    expect(await menuAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

    // Change password: the current one is required and checked.
    await page.getByLabel('Current password').fill('not-my-password-1');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();
    await page.getByLabel('Current password').fill(SIGNUP_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. You have been signed out on your other devices.')).toBeVisible();

    // This tab keeps its (new) session; signing in again works with the new password (the old one is refused:
    // change-password.integration.test.ts).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard(\/profile)?$/);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  });

  test('a role change reaches every open tab of that user within 2 s', async ({ page, baseURL, request }) => {
    const { email } = await signUpVerifiedAccount(request, baseURL!);
    const context = page.context();
    const userId = await signInWithSession(context, baseURL!, email);
    await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));

    const second = await context.newPage();
    await Promise.all([page.goto('/dashboard/profile'), second.goto('/dashboard/profile')]);
    for (const tab of [page, second]) await expect(tab.getByTestId('profile-role')).toHaveText('Admin');
    // Both tabs are subscribed once the stream's ready (the leader tab holds it, the other listens).
    await page.waitForTimeout(500);

    const started = Date.now();
    await withE2eDatabase(async (db) => {
      await db.query('begin');
      await db.query(`update user_roles set role = 'msp_user' where user_id = $1`, [userId]);
      await db.query(`update profiles set role = 'msp_user' where id = $1`, [userId]);
      await db.query('commit');
    });
    await Promise.all(
      [page, second].map((tab) => expect(tab.getByTestId('profile-role')).toHaveText('User', { timeout: 2_000 })),
    );
    console.info(`role change visible in both tabs after ${Date.now() - started} ms`);
  });

  test('onboarding sends an unfinished profile back to where it was going, and refuses an unsafe target', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await signUpVerifiedAccount(request, baseURL!);
    await signInWithSession(page.context(), baseURL!, email);
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/onboarding\?returnTo=%2Fdashboard%2Fprofile$/);
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);

    const account = await signUpVerifiedAccount(request, baseURL!);
    const fresh = await page.context().browser()!.newContext({ baseURL });
    await fresh.addInitScript((key) => window.localStorage.setItem(key, '1'), COOKIE_NOTICE_KEY);
    const tab = await fresh.newPage();
    await signInWithSession(fresh, baseURL!, account.email);
    await tab.goto('/onboarding?returnTo=//evil.example');
    await tab.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(tab).toHaveURL(`${baseURL}/dashboard`);
    await fresh.close();
  });
});
