import { ADMIN_STORAGE_STATE } from './auth-helpers';
import { signInWithSession } from './e2e-database';
import { expect, test } from './fixtures';

// The demo admin (msp_admin of Demo MSP): the dashboard is behind the guard (docs/product-rules.md#dashboard-screens).
test.use({ storageState: ADMIN_STORAGE_STATE });

test.describe('dashboard shell on desktop', () => {
  test('sidebar navigation and breadcrumbs follow the route', async ({ page }) => {
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page).toHaveTitle('Billing | Scopewright');

    await page.getByRole('navigation', { name: 'Billing sections' }).getByRole('link', { name: 'Usage' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Dashboard.*Billing.*Usage/);
    await crumbs.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
  });

  // Billing's Payment and History tabs are real screens under the manual provider (the e2e server's default).
  for (const [path, heading] of [
    ['billing/payment', 'No payment needed'],
    ['billing/history', 'Billing history'],
  ] as const) {
    test(`/dashboard/${path} renders inside the layout`, async ({ page }) => {
      await page.goto(`/dashboard/${path}`);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
      await expect(page.getByText(heading, { exact: true })).toBeVisible();
      await expect(page.getByText('Coming soon')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    });
  }

  for (const path of ['company/3', 'email-templates', 'superadmin', 'superadmin/audit', 'superadmin/email']) {
    test(`/dashboard/${path} is refused to an MSP admin inside the layout`, async ({ page }) => {
      await page.goto(`/dashboard/${path}`);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Insufficient Permissions' })).toBeVisible();
      await expect(page.getByText('Required role(s): Super Admin')).toBeVisible();
      await expect(page.getByText('Current role: Admin')).toBeVisible();
      await expect(page.getByText('Contact your administrator to request access.')).toBeVisible();
      await expect(page.getByText('Coming soon')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    });
  }

  test('Ctrl+K opens the command palette; quick actions and navigation work', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog');
    await expect(palette).toBeVisible();
    await page.keyboard.type('New client');
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/clients\?new=1$/);
    // The shortcut waits while another dialog is open: typing must not land in the new client form.
    const newClient = page.getByRole('dialog', { name: /new client/i });
    await expect(newClient).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(newClient).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await page.keyboard.type('billing usage');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/billing\/usage$/);

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.keyboard.press('Control+k');
    await page.keyboard.type('New quote');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard$/);
  });

  test('Help in the palette opens /documentation in a new tab', async ({ page, context }) => {
    await page.goto('/dashboard/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.type('Help');
    await expect(page.getByRole('option', { name: /Help/ }).first()).toHaveAttribute('data-selected', 'true');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(popup).toHaveURL(/\/documentation$/);
  });

  test('the user menu switches to the dark theme', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test.describe('dashboard shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar becomes a drawer', async ({ page }) => {
    await page.goto('/dashboard/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(drawer).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('navigation that fits the role', () => {
  test('a member sees neither Billing nor Settings in the sidebar or the palette', async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    await signInWithSession(context, baseURL!, 'user@demo-msp.test');
    const page = await context.newPage();
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link', { name: 'Quotes' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Billing' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('billing');
    await expect(page.getByRole('option', { name: /Billing/ })).toHaveCount(0);
    await context.close();
  });

  test('a super admin without a workspace lands on the platform home, not on 403s', async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    await signInWithSession(context, baseURL!, 'super@scopewright.test');
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
    });
    await page.goto('/dashboard/quotes');
    await expect(page).toHaveURL(/\/dashboard\/superadmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform overview' })).toBeVisible();
    await expect(page.getByText('Insufficient Permissions')).toHaveCount(0);
    expect(refused).toEqual([]);
    await context.close();
  });

  test('the palette finds a quote by its number and opens it with Enter', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Control+k');
    // Type once the box has focus, as a person would: keys pressed while the palette opens are not its.
    await expect(page.getByRole('combobox', { name: 'Search commands' })).toBeFocused();
    await page.keyboard.type('Q-1028');
    const result = page.getByRole('option', { name: /Q-1028/ });
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard\/[0-9a-f-]{36}$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Dashboard.*Quotes.*Q-1028/);
    await expect(crumbs.getByRole('link', { name: 'Quote Wizard' })).toHaveCount(0);
  });
});
