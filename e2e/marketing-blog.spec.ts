import { BLOG_POSTS, LISTED_BLOG_POSTS } from '@scopewright/domain';
import { expect, test } from './fixtures';

test.describe('blog', () => {
  test('index → post → Start your free trial', async ({ page, consoleErrors }) => {
    await page.goto('/blog');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const post of LISTED_BLOG_POSTS) {
      const card = cards.filter({ has: page.getByRole('heading', { name: post.title }) });
      await expect(card.getByText(post.category)).toBeVisible();
      await expect(card.getByText(post.author)).toBeVisible();
      await expect(card.getByRole('link', { name: /Read more/ })).toHaveAttribute('href', post.path);
      await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
    }
    await expect(page.getByRole('link', { name: 'Get Started Free' }).last()).toHaveAttribute('href', '/signup');

    const post = LISTED_BLOG_POSTS.find((p) => p.id === 'quote-it-right-5-steps-protect-msp-margins')!;
    await cards
      .filter({ has: page.getByRole('heading', { name: post.title }) })
      .getByRole('link', { name: /Read more/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${post.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Step 3: Hunt the hidden labour' })).toBeVisible();
    await page.getByRole('link', { name: 'Start your free trial' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    expect(consoleErrors).toEqual([]);
  });

  test('every post page exists at its slug, ends with the trial link, and has BlogPosting data', async ({ page }) => {
    for (const post of BLOG_POSTS.filter((p) => p.id !== 'connectwise-sell-replacement')) {
      for (const path of new Set([post.path, `/blog/${post.slug}`])) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/signup');
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${post.path}$`));
        const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
        expect(jsonLd).toContain('"BlogPosting"');
      }
    }
  });

  test('the comparison page is one page at both paths and tracks every trial button', async ({ page }) => {
    for (const path of ['/connectwise-sell-replacement', '/blog/connectwise-sell-replacement']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Scopewright vs ConnectWise Sell: an honest comparison' }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: 'Scopewright compared with ConnectWise Sell' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How a move works' })).toBeVisible();
      await expect(page.getByText('We recreate them for you.')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/connectwise-sell-replacement$/);
    }
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const trial = page.getByRole('link', { name: 'Start your free trial' });
    await expect(trial).toHaveCount(3);
    await trial.last().click();
    await expect(page).toHaveURL(/\/signup$/);
    // The analytics module is a no-op: the click sends nothing anywhere but the next page's own requests.
    expect(requests.filter((url) => !url.includes('localhost'))).toEqual([]);
  });
});
