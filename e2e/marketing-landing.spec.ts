import { MARKETING_CLAIMS } from '@scopewright/domain';
import { ADMIN_STORAGE_STATE } from './auth-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated } from './marketing-hydration';

test.describe('landing page', () => {
  test('shows the sections in order with live product previews', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const headings = await page.locator('main h1, main h2').allTextContents();
    const order = [
      'Describe the project. Get a priced scope in seconds.',
      'Four steps from request to signed quote',
      'Scoping eats the hours you should be billing',
      'Scope your next project in under a minute',
      'Built for the way MSPs actually sell',
      'Simple per-user pricing',
      'Try every Enterprise feature free for 14 days',
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    for (const step of ['Understand the client', 'Scope', 'Price', 'Deliver']) {
      await expect(page.locator('#features').getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    await expect(page.getByText('3-8 hours of manual scoping per project')).toBeVisible();
    for (const claim of MARKETING_CLAIMS)
      await expect(page.locator('#why').getByText(claim.value, { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Scope generated from the description' })).toBeVisible();
    await expect(page.getByText('Scope assistant')).toBeVisible();
    const finalCta = page.getByRole('region', { name: /Try every Enterprise feature/ });
    await expect(finalCta.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/contact');
    expect(consoleErrors).toEqual([]);
  });

  test('header anchors scroll to Features, Why Scopewright and Pricing', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    for (const [name, hash, heading] of [
      ['Features', 'features', 'Four steps from request to signed quote'],
      ['Why Scopewright', 'why', 'Built for the way MSPs actually sell'],
      ['Pricing', 'pricing', 'Simple per-user pricing'],
    ] as const) {
      await header.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${hash}$`));
      await expect(page.getByRole('heading', { name: heading })).toBeInViewport();
    }
  });

  test('the pricing toggle switches monthly and annual prices (2 months free)', async ({ page }) => {
    await gotoHydrated(page, '/#pricing');
    const pricing = page.locator('#pricing');
    const premium = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
    await expect(premium.getByText('Most Popular')).toBeVisible();
    await expect(premium.getByText('$129.00')).toBeVisible();
    await expect(premium.getByText('Billed monthly · 5-user minimum')).toBeVisible();
    await pricing.locator('label').filter({ hasText: 'Annual' }).click();
    await expect(pricing.getByRole('radio', { name: /Annual/ })).toBeChecked();
    await expect(premium.getByText('$1,290.00')).toBeVisible();
    await expect(premium.getByText('$107.50/user/mo, billed annually · 5-user minimum')).toBeVisible();
    await expect(pricing.getByText('$990.00')).toBeVisible();
    await expect(pricing.getByText('$2,500.00')).toBeVisible();
    await pricing.getByRole('radio', { name: /Annual/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(pricing.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(pricing.getByText('$99.00')).toBeVisible();
    for (const link of await pricing.getByRole('link', { name: 'Start free trial' }).all()) {
      await expect(link).toHaveAttribute('href', '/signup');
    }
    await expect(
      pricing.getByText('Every account starts with a 14-day Enterprise trial, no credit card required.'),
    ).toBeVisible();
  });

  test('the mobile menu works at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Simple per-user pricing' })).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('is readable without JavaScript (prerendered) and carries its SEO tags', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Describe the project. Get a priced scope in seconds.',
    );
    await expect(page.getByText('$129.00')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og/default.png`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    const types = (jsonLd['@graph'] as { '@type': string }[]).map((node) => node['@type']);
    expect(types).toEqual(['Organization', 'SoftwareApplication']);
    await context.close();
  });
});

test.describe('landing page for a signed-in user', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('the header offers the dashboard instead of Sign In and Get Started Free', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('scopewright.session-hint', '1'));
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });
});
