import type { BrowserContext } from '@playwright/test';
import { signInWithSession } from './e2e-database';
import { expect, test } from './fixtures';
import { waitForEmail } from './mailbox';
import { signInFreshWorkspaceAdmin } from './workspace-helpers';

const DEMO_USER = 'user@demo-msp.test';

/** Saving settings and changing the plan happen in a workspace of its own, never the shared Demo MSP one. */
function newWorkspaceAdmin(context: BrowserContext, baseURL: string): Promise<{ email: string }> {
  return signInFreshWorkspaceAdmin(context, baseURL, {
    domainPrefix: 'e2e-billing',
    company: 'Analytical Engines',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
}

test.describe('company settings and plan (msp_admin)', () => {
  test('an admin edits company settings and sees them after a reload', async ({ page, context, baseURL }) => {
    await newWorkspaceAdmin(context, baseURL ?? '');
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    const name = page.getByLabel('Workspace name');
    await expect(name).toHaveValue('Analytical Engines');
    await expect(page.getByLabel('Default currency')).toHaveValue('USD');
    await expect(page.getByLabel('Default tax rate')).toHaveValue('0');
    await expect(page.getByRole('switch', { name: 'Product news and offers' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    const tax = page.getByLabel('Default tax rate');
    await tax.fill('12.345');
    await tax.blur();
    await expect(page.getByText('Enter the tax rate as a percentage from 0 to 100')).toBeVisible();

    await name.fill('Analytical Engines IT');
    await page.getByLabel('Contact email').fill('Billing@Analytical-Engines.test');
    await page.getByLabel('Default currency').selectOption('GBP');
    await tax.fill('20');
    await page.getByRole('switch', { name: 'Usage alerts' }).click();
    await page.getByRole('switch', { name: 'Product news and offers' }).click();
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Company settings saved.')).toBeVisible();
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Workspace name')).toHaveValue('Analytical Engines IT');
    await expect(page.getByLabel('Contact email')).toHaveValue('billing@analytical-engines.test');
    await expect(page.getByLabel('Default currency')).toHaveValue('GBP');
    await expect(page.getByLabel('Default tax rate')).toHaveValue('20');
    await expect(page.getByRole('switch', { name: 'Usage alerts' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Product news and offers' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Trial reminders' })).toHaveAttribute('aria-checked', 'true');
  });

  test('an admin moves from the trial to Premium at once, and the dashboard follows', async ({
    page,
    context,
    baseURL,
  }) => {
    const { email } = await newWorkspaceAdmin(context, baseURL ?? '');
    await page.goto('/dashboard');
    const pill = page.getByTestId('plan-status');
    await expect(pill).toHaveText('Enterprise trial · 14 days left');

    await pill.click();
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
    await expect(page.getByTestId('current-plan-name')).toHaveText('Enterprise trial');
    await expect(page.getByTestId('billing-status')).toContainText('14 days left in your trial');
    await expect(page.getByTestId('plan-premium').getByText('Most Popular')).toBeVisible();

    await page.getByRole('button', { name: 'Choose Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to Premium?' });
    await expect(dialog).toContainText('Charged today');
    await expect(dialog).toContainText('$645.00/mo');
    await expect(dialog).toContainText('No payment is taken');
    await dialog.getByRole('button', { name: 'Confirm plan change' }).click();

    await expect(page.getByText('Your workspace is now on Premium, billed monthly.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('current-plan-name')).toHaveText('Premium');
    await expect(page.getByTestId('billing-status')).toHaveCount(0);
    await expect(page.getByTestId('plan-premium').getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await expect(pill).toHaveText('Premium');

    await page.goto('/dashboard');
    await expect(page.getByTestId('plan-status')).toHaveText('Premium');
    const me = (await (await page.request.get('/api/me')).json()) as {
      access: { isTrial: boolean; effectiveTier: string };
    };
    expect(me.access).toMatchObject({ isTrial: false, effectiveTier: 'premium' });
    await waitForEmail(email, /Welcome to Scopewright Premium/);
  });
});

test('an MSP user is refused company settings and billing with the role message', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithSession(context, baseURL ?? '', DEMO_USER);

  for (const path of ['/dashboard/settings', '/dashboard/billing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Insufficient Permissions' })).toBeVisible();
    await expect(page.getByText('Required role(s): Admin')).toBeVisible();
    await expect(page.getByText('Current role: User')).toBeVisible();
    await expect(page.getByLabel('Workspace name')).toHaveCount(0);
  }
  const api = await page.request.get('/api/billing');
  expect(api.status()).toBe(403);
});
