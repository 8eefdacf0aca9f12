import type { Page, TestInfo } from '@playwright/test';
import { uniqueCompanyEmail } from './auth-helpers';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';
import { answerMockProvider, mockProviderRequests } from './mock-oauth';

const PUBLIC_PROVIDER =
  'Please use your company email address. Public email providers are not supported for workspace creation.';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test.describe('Google and Microsoft sign-in (mock provider on 127.0.0.1)', () => {
  test('sign up with Google: callback success, then the workspace after 2 s', async ({ page }, testInfo) => {
    const email = uniqueCompanyEmail();
    // Hold the finish call a moment so the processing state can be seen.
    await page.route('**/api/oauth/finish', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const state = await answerMockProvider(page, 'Google', { email, name: 'Ada Lovelace' });

    await expect(page).toHaveURL(/\/auth\/oauth-callback\?signup=true$/);
    await expect(page.getByText('Completing sign-in...')).toBeVisible();
    await snapshot(page, testInfo, 'callback-processing');
    await expect(page.getByRole('heading', { level: 1, name: 'Account created successfully!' })).toBeVisible();
    // Timed from the moment the message is seen, not after the screenshot (which takes a while on a busy machine).
    const shownAt = Date.now();
    await snapshot(page, testInfo, 'callback-sign-up-success');
    await page.waitForURL(/\/(dashboard|onboarding)/);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);

    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(200);
    const body = (await me.json()) as { user: { email: string }; profile: { role: string; isOwner: boolean } };
    expect(body.user.email).toBe(email);
    expect(body.profile).toMatchObject({ role: 'msp_admin', isOwner: true });

    // The browser went through state and PKCE (S256), and the server proved the verifier.
    // (This test's authorization by its state: journeys in other workers sign in through the same mock.)
    const { authorizations, tokenRequests } = await mockProviderRequests();
    expect(state).toBeTruthy();
    expect(authorizations.find((a) => a.state === state)).toMatchObject({
      provider: 'google',
      codeChallengeMethod: 'S256',
    });
    expect(tokenRequests.some((t) => t.provider === 'google' && t.pkce === 'valid' && t.outcome === 'issued')).toBe(
      true,
    );
  });

  test('Microsoft: sign up, verify by email, then sign in to the existing account', async ({ page }, testInfo) => {
    const email = uniqueCompanyEmail();
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
    await answerMockProvider(page, 'Microsoft', { email, name: 'Grace Hopper' });
    // Microsoft's email claim is not trusted: the account waits for our emailed link.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await snapshot(page, testInfo, 'callback-verify-email');
    await page.waitForURL('**/login');

    const verification = await waitForEmail(email, /Confirm your email/);
    await page.goto(linkIn(verification, `${new URL(page.url()).origin}/api/auth/verify-email`));
    // A Microsoft sign-up has no workspace yet: the link lands on the login form with the email filled in.
    await expect(page).toHaveURL(/\/login\?verified=true&email=/);
    await page.getByRole('button', { name: 'Microsoft' }).click();
    await answerMockProvider(page, 'Microsoft', { email });
    await expect(page.getByRole('heading', { level: 1, name: 'Account created successfully!' })).toBeVisible();
    await page.waitForURL(/\/(dashboard|onboarding)/);

    // Later, signed out: a plain sign-in to the existing account, 1 s on the success screen.
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Microsoft' }).click();
    await answerMockProvider(page, 'Microsoft', { email });
    await expect(page.getByRole('heading', { level: 1, name: 'Signed in successfully!' })).toBeVisible();
    await snapshot(page, testInfo, 'callback-sign-in-success');
    await page.waitForURL(/\/(dashboard|onboarding)/);
    const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string } };
    expect(me.user.email).toBe(email);
  });

  test('a cancelled sign-in shows the error, then /login after 3 s', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google' }).click();
    await answerMockProvider(page, 'Google', 'cancel');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByText('Sign-in cancelled')).toBeVisible();
    const shownAt = Date.now();
    await snapshot(page, testInfo, 'callback-cancelled');
    await page.waitForURL('**/login');
    // shownAt is taken when the test sees the heading, which on a busy machine can be some
    // hundreds of milliseconds after the page showed it; an immediate redirect would still fail.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
  });

  test('a public email provider is refused with the sign-up message and nothing is created', async ({
    page,
  }, testInfo) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await answerMockProvider(page, 'Google', { email: `e2e.${Date.now()}@gmail.com` });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-up failed' })).toBeVisible();
    await expect(page.getByText(`Failed to set up your account: ${PUBLIC_PROVIDER}`)).toBeVisible();
    await snapshot(page, testInfo, 'callback-public-email');
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await page.waitForURL('**/login');
  });
});
