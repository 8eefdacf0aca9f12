import { LEGAL_LAST_UPDATED, RELEASE_BADGE_TYPES } from '@scopewright/domain';
import { expect, test } from './fixtures';
import { gotoHydrated } from './marketing-hydration';

test.describe('documentation', () => {
  test('three sections of real articles and a working search kept in ?q=', async ({ page }) => {
    await gotoHydrated(page, '/documentation');
    const sections = page.getByRole('navigation', { name: 'Documentation sections' });
    for (const title of ['Getting Started', 'Creating Scopes', 'Generating Quotes']) {
      await expect(sections.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('invite');
    await expect(page).toHaveURL(/\/documentation\?q=invite$/);
    await expect(page.getByRole('heading', { name: /articles? match(es)? “invite”/ })).toBeVisible();
    await page.getByRole('link', { name: 'Invite your team' }).first().click();
    await expect(page.getByRole('heading', { level: 3, name: 'Invite your team' })).toBeInViewport();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('a search address is not indexable and shows its results on load', async ({ page }) => {
    await gotoHydrated(page, '/documentation?q=rate%20card');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('rate card');
    await expect(page.getByRole('link', { name: 'Set up your rate card' }).first()).toBeVisible();
  });
});

test.describe('support', () => {
  test('four tabs, six FAQs that open one at a time, and the contact cards', async ({ page }) => {
    await gotoHydrated(page, '/support');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['FAQs', 'Documentation', 'Training', 'Contact Us']);
    await expect(page.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    const questions = page.getByRole('tabpanel').getByRole('button');
    await expect(questions).toHaveCount(6);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Settings > Team Members > Invite Team Member')).toBeVisible();

    await page.getByRole('tab', { name: 'Documentation' }).click();
    for (const name of ['User Guide', 'API Documentation']) {
      await expect(page.getByRole('tabpanel').getByRole('link', { name })).toHaveAttribute('href', '/documentation');
    }
    await page.getByRole('tab', { name: 'Training' }).click();
    for (const name of ['Video Tutorials', 'Live Webinars', 'Knowledge Base']) {
      await expect(page.getByRole('tabpanel').getByRole('heading', { name })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Contact Us' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: /Email support/ })).toHaveAttribute('href', '/contact');
    await expect(panel.getByText(/reply within 24 hours/)).toBeVisible();
    await expect(panel.getByText(/For Premium and Enterprise customers/)).toBeVisible();
  });

  test('search filters the FAQs and makes the address not indexable', async ({ page }) => {
    await gotoHydrated(page, '/support');
    await page.getByRole('searchbox', { name: 'Search support' }).fill('billing');
    await expect(page).toHaveURL(/\/support\?q=billing$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('tabpanel').getByRole('button')).toHaveCount(1);
  });
});

test.describe('legal and release notes', () => {
  test('privacy policy: 11 numbered sections, last updated May 23, 2025, back to home', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText(`Last updated ${LEGAL_LAST_UPDATED.privacy}`)).toBeVisible();
    await expect(page.getByRole('main').locator('h2[id]')).toHaveCount(11);
    await page.getByRole('link', { name: 'Back to home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('terms of service: 16 sections, last updated 5.23.2025', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByText(`Last updated ${LEGAL_LAST_UPDATED.terms}`)).toBeVisible();
    await expect(page.getByRole('main').locator('h2[id]')).toHaveCount(16);
    await expect(page.getByText('laws of the State of Delaware')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' }).first()).toHaveAttribute('href', '/');
  });

  test('release notes: 0.1.0 Vision to 2.4.0, every badge, calls to action and related links', async ({ page }) => {
    await page.goto('/release-notes');
    await expect(page.getByRole('heading', { name: /^2\.4\.0/ })).toBeVisible();
    await expect(page.getByText('December 16, 2024')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^0\.1\.0 · Vision/ })).toBeVisible();
    for (const badge of RELEASE_BADGE_TYPES) await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/We release bi-weekly/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/signup');
    const related = page.getByRole('navigation', { name: 'Related' });
    for (const href of ['/blog', '/documentation', '/support'])
      await expect(related.locator(`a[href="${href}"]`)).toBeVisible();
  });
});

test('every header and footer link resolves to a real page', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) {
    const path = href.split('#')[0] || '/';
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    await page.goto(href);
    await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
  }
});
