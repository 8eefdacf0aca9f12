import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, findBlogPost, formatPostDate, LISTED_BLOG_POSTS } from './blog-posts';

describe('blog posts', () => {
  it('lists the four sample posts, newest first; the founders’ post exists but is not listed', () => {
    expect(LISTED_BLOG_POSTS.map((p) => p.slug).sort()).toEqual([
      'ai-transforming-msps',
      'connectwise-sell-replacement',
      'msp-quoting-challenges',
      'quote-it-right-5-steps-protect-msp-margins',
    ]);
    const dates = LISTED_BLOG_POSTS.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(findBlogPost('why-we-built-scopewright')).toMatchObject({
      path: '/blog/why-we-built-scopewright',
      isListed: false,
    });
  });

  it('opens each post at its own public path', () => {
    expect(Object.fromEntries(BLOG_POSTS.map((p) => [p.slug, p.path]))).toEqual({
      'connectwise-sell-replacement': '/connectwise-sell-replacement',
      'ai-transforming-msps': '/blog/ai-transforming-msps',
      'quote-it-right-5-steps-protect-msp-margins': '/blog/quote-it-right-5-steps-protect-msp-margins',
      'msp-quoting-challenges': '/msp-quoting-challenges',
      'why-we-built-scopewright': '/blog/why-we-built-scopewright',
    });
  });

  it('carries every field of a blog post', () => {
    for (const post of BLOG_POSTS) {
      for (const field of ['id', 'title', 'excerpt', 'date', 'author', 'category', 'image', 'slug'] as const) {
        expect(post[field], `${post.id}.${field}`).toBeTruthy();
      }
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it.each([
    ['2025-05-06', 'May 6, 2025'],
    ['2024-12-16', 'December 16, 2024'],
  ])('formats %s as %s whatever the time zone', (iso, text) => {
    expect(formatPostDate(iso)).toBe(text);
  });
});
