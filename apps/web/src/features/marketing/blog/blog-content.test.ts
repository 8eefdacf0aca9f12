import { BLOG_POSTS } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';

const BODIES = import.meta.glob<{ default: { text: string; headings: { depth: number }[] } }>(
  '../../../content/blog/*.md',
  { eager: true },
);

describe('blog posts are content files of 600-1,200 words', () => {
  it.each(BLOG_POSTS.map((p) => [p.slug]))('%s', (slug) => {
    const body = BODIES[`../../../content/blog/${slug}.md`]?.default;
    expect(body, `content/blog/${slug}.md`).toBeDefined();
    const words = body!.text.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
    // The page's h1 is the title: a post's own headings start at h2.
    expect(body!.headings.every((h) => h.depth >= 2)).toBe(true);
  });
});
