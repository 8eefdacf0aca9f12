import { PRODUCT_NAME, PUBLIC_PAGES } from '@scopewright/domain';
import { expect, test } from './fixtures';

const HEADINGS: Record<string, string> = {
  '/': 'Describe the project. Get a priced scope in seconds.',
  '/login': 'Welcome back',
  '/access-denied': 'Access denied',
  '/not-found': 'Page not found',
  '/blog': 'Insights for MSPs who quote for a living',
  '/support': 'How can we help?',
};

/** Steps of a sign-in flow, not pages to land on: they move on by themselves (tested below). */
const FLOW_STEPS = new Set(['/auth/oauth-callback', '/onboarding']);

test.describe('every public route renders', () => {
  for (const page of PUBLIC_PAGES.filter((p) => !FLOW_STEPS.has(p.path))) {
    test(`${page.path} has its heading, title and robots`, async ({ page: browser, consoleErrors }) => {
      const response = await browser.goto(page.path);
      expect(response?.status()).toBeLessThan(400);
      const heading = HEADINGS[page.path] ?? page.title.replace(` | ${PRODUCT_NAME}`, '');
      await expect(browser.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(browser).toHaveTitle(page.title);
      await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', page.description);
      await expect(browser.locator('meta[name="robots"]')).toHaveCount(page.indexable ? 0 : 1);
      expect(browser.url()).toMatch(new RegExp(`${page.path === '/' ? '/' : page.path}$`));
      expect(consoleErrors).toEqual([]);
    });
  }

  test('/auth/oauth-callback without a sign-in fails, then goes to /login after 3 s', async ({ page }) => {
    await page.goto('/auth/oauth-callback');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  });

  test('/onboarding needs a signed-in user: a visitor goes to /login', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('/invite/{token} renders the invitation card', async ({ page }) => {
    await page.goto('/invite/3f1c9a2e-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the landing header and footer carry their links', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const name of ['Features', 'Why Scopewright', 'Pricing', 'About', 'Contact', 'Sign In', 'Get Started Free']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
    const footerHrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/about',
      '/blog',
      '/contact',
      '/documentation',
      '/support',
      '/connectwise-sell-replacement',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      expect(footerHrefs).toContain(href);
    }
    await header.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.getByRole('heading', { name: 'Simple per-user pricing' })).toBeInViewport();
  });

  test('the mobile menu opens and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
