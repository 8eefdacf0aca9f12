import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './auth-helpers';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';

const PASSWORD = 'scoping2024';
const DEMO_DOMAIN = 'demo-msp.test';

const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: ADMIN_STORAGE_STATE });
  await context.addInitScript(() => localStorage.setItem('scopewright.cookie-notice-dismissed', '1'));
  return { context, page: await context.newPage() };
}

/** A second person of the demo workspace's domain signs up on /signup and opens the link of their real email. */
async function signUpToDemoWorkspace(page: Page, baseURL: string, firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}-${uniqueId()}@${DEMO_DOMAIN}`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const verification = await waitForEmail(email, /Confirm your email/);
  // The link signs the new person in and sends them on to onboarding.
  await page.goto(linkIn(verification, `${baseURL}/api/auth/verify-email`));
  await expect(page).toHaveURL(/\/onboarding/);
  return email;
}

const pendingRow = (page: Page, email: string) =>
  page.getByTestId('pending-member').and(page.locator(`[data-email="${email}"]`));
const memberRow = (page: Page, email: string) =>
  page.getByTestId('member-row').and(page.locator(`[data-email="${email}"]`));

test.describe('team screen (/dashboard/users)', () => {
  test('a second person of the domain signs up, waits, and the admin approves them', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const email = await signUpToDemoWorkspace(page, baseURL ?? '', 'Riley', 'Joiner');
    // First visit: /onboarding confirms the name and says an admin must approve; then the dashboard waits too.
    await expect(page).toHaveURL(/\/onboarding/);
    await expect(page.getByText('Waiting for approval')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    await expect(page.getByText(/an admin still has to approve you/)).toBeVisible();
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();

    const admin = await adminPage(browser);
    await admin.page.goto('/dashboard/users');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const row = pendingRow(admin.page, email);
    await expect(row).toBeVisible();
    await row.getByRole('combobox', { name: 'Role for Riley Joiner' }).selectOption('msp_user');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.page.getByText('Riley Joiner can now use Scopewright as User.')).toBeVisible();
    await expect(memberRow(admin.page, email)).toContainText('User');
    await expect(row).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toHaveCount(0);
    await page.goto('/dashboard/users');
    const me = memberRow(page, email);
    await expect(me).toContainText('You');
    await expect(me).toContainText('User');
    await expect(page.getByTestId('team-notice')).toContainText('Only admins can');
    await admin.context.close();
  });

  test('an admin invites someone, who accepts from the email and joins the team', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const email = `invitee-${uniqueId()}@e2e-guests.test`;
    const admin = await adminPage(browser);
    await admin.page.goto('/dashboard/users');
    await admin.page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite a teammate' });
    await dialog.getByLabel('Work email').fill(email);
    await dialog.getByLabel('Name (optional)').fill('Quinn Invitee');
    await dialog.getByLabel('Role').selectOption('msp_admin');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const invitation = admin.page.getByTestId('invitation-row').and(admin.page.locator(`[data-email="${email}"]`));
    await expect(invitation).toContainText('Admin');
    await expect(invitation).toContainText('Pending');

    const mail = await waitForEmail(email, /invited you to join/);
    await page.goto(linkIn(mail, `${baseURL}/invite/`));
    await expect(page.getByText("You're Invited!")).toBeVisible();
    await page.getByLabel('First name').fill('Quinn');
    await page.getByLabel('Last name').fill('Invitee');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accept Invitation & Sign Up' }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 10_000 });

    await admin.page.reload();
    await expect(memberRow(admin.page, email)).toContainText('Quinn Invitee');
    await expect(memberRow(admin.page, email)).toContainText('Admin');
    await expect(invitation).toHaveCount(0);
    await admin.context.close();
  });

  test('an admin removes a member and the member is signed out at once', async ({ browser, page, baseURL }) => {
    test.setTimeout(60_000);
    const email = await signUpToDemoWorkspace(page, baseURL ?? '', 'Morgan', 'Leaver');
    const admin = await adminPage(browser);
    await admin.page.goto('/dashboard/users');
    await pendingRow(admin.page, email).getByRole('button', { name: 'Approve' }).click();
    await expect(memberRow(admin.page, email)).toBeVisible();

    // The verification link signed Morgan in; once approved, the same session opens the workspace.
    await page.goto('/dashboard/users');
    await expect(memberRow(page, email)).toContainText('You');

    await memberRow(admin.page, email).getByRole('button', { name: 'Remove Morgan Leaver' }).click();
    const dialog = admin.page.getByRole('alertdialog');
    await expect(dialog).toContainText('Remove Morgan Leaver?');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(admin.page.getByText('Morgan Leaver was removed from the workspace.')).toBeVisible();
    await expect(memberRow(admin.page, email)).toHaveCount(0);

    // The member's open tab: the next request has no session any more.
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    await admin.context.close();
  });
});
