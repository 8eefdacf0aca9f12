import { describe, expect, it } from 'vitest';
import { findPublicPage, PUBLIC_PAGES, SITEMAP_PAGES } from './public-pages';

describe('public pages', () => {
  it('covers every public route, including both comparison paths', () => {
    const paths = PUBLIC_PAGES.map((p) => p.path);
    for (const path of [
      '/',
      '/contact',
      '/about',
      '/blog',
      '/blog/ai-transforming-msps',
      '/blog/quote-it-right-5-steps-protect-msp-margins',
      '/blog/why-we-built-scopewright',
      '/msp-quoting-challenges',
      '/blog/connectwise-sell-replacement',
      '/connectwise-sell-replacement',
      '/documentation',
      '/support',
      '/privacy-policy',
      '/terms-of-service',
      '/release-notes',
      '/not-found',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('points the second path of a page at its main path', () => {
    expect(findPublicPage('/blog/connectwise-sell-replacement')?.canonicalPath).toBe('/connectwise-sell-replacement');
    expect(findPublicPage('/blog/msp-quoting-challenges')?.canonicalPath).toBe('/msp-quoting-challenges');
    expect(findPublicPage('/about')?.canonicalPath).toBe('/about');
  });

  it('lists indexable main paths only in the sitemap', () => {
    const sitemap = SITEMAP_PAGES.map((p) => p.path);
    expect(sitemap).toContain('/connectwise-sell-replacement');
    expect(sitemap).not.toContain('/blog/connectwise-sell-replacement');
    expect(sitemap).not.toContain('/signup');
    expect(sitemap).not.toContain('/not-found');
  });

  it('marks posts as articles with their own share image', () => {
    expect(findPublicPage('/blog/ai-transforming-msps')).toMatchObject({
      ogType: 'article',
      ogImage: 'ai-transforming-msps',
    });
    expect(findPublicPage('/')).toMatchObject({ ogType: 'website', ogImage: 'default' });
  });
});
