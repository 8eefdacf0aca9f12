import { ADMIN_STORAGE_STATE } from './auth-helpers';
import { expect, test } from './fixtures';

// Signed in as the demo admin: the dashboard targets below are behind the guard (docs/product-rules.md#dashboard-screens).
test.use({ storageState: ADMIN_STORAGE_STATE });

test.describe('canonical URLs', () => {
  const cases: [string, string][] = [
    ['/quotes/create', '/dashboard/quotes/wizard'],
    ['/quotes/42/edit', '/dashboard/quotes/wizard/42'],
    ['/dashboard/quotes/42/edit', '/dashboard/quotes/wizard/42'],
    ['/about/', '/about'],
    ['/blog//ai-transforming-msps/', '/blog/ai-transforming-msps'],
    ['/support/?q=mfa', '/support?q=mfa'],
    ['/quotes/new', '/dashboard/quotes/wizard'],
    ['/clients/new', '/dashboard/clients?new=1'],
    ['/templates/new', '/dashboard/templates/management?new=1'],
    ['/settings', '/dashboard/settings'],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
    });
  }
});

test('an unknown path shows the 404 page at its own URL, not indexable', async ({ page }) => {
  await page.goto('/this/does-not-exist');
  await expect(
    page.getByText("Sorry, the page you're looking for doesn't exist or may have been moved."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/this\/does-not-exist$/);
  await expect(page).toHaveTitle('Page not found | Scopewright');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('an unknown dashboard path redirects to /not-found', async ({ page }) => {
  await page.goto('/dashboard/no-such-screen');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('/documentation and /support with q= are not indexable', async ({ page }) => {
  await page.goto('/documentation?q=intune');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.goto('/documentation');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto('/support?q=billing');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('navigating to a new path scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
