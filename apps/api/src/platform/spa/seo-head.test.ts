import { findPublicPage } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { seoHeadTags } from './seo-head';

const APP = 'https://quotes.example.com';

describe('seoHeadTags', () => {
  it('gives a post its canonical URL, Open Graph article tags, Twitter card and BlogPosting', () => {
    const head = seoHeadTags(findPublicPage('/blog/ai-transforming-msps')!, APP);
    expect(head).toContain(`<link rel="canonical" href="${APP}/blog/ai-transforming-msps">`);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain(`<meta property="og:image" content="${APP}/og/ai-transforming-msps.png">`);
    expect(head).toContain('<meta property="article:published_time" content="2025-04-15">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toMatch(/<script type="application\/ld\+json">\{.*"BlogPosting".*\}<\/script>/);
  });

  it('points the second path of a page at its main path', () => {
    const head = seoHeadTags(findPublicPage('/blog/connectwise-sell-replacement')!, APP);
    expect(head).toContain(`<link rel="canonical" href="${APP}/connectwise-sell-replacement">`);
    expect(head).toContain(`<meta property="og:url" content="${APP}/connectwise-sell-replacement">`);
  });

  it('escapes attributes and keeps the JSON-LD inside its script element', () => {
    const page = {
      ...findPublicPage('/')!,
      title: 'A "quoted" <title>',
      description: '</script><script>alert(1)</script>',
    };
    const head = seoHeadTags(page, APP);
    expect(head).toContain('content="A &quot;quoted&quot; &lt;title&gt;"');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
  });
});
