import { describe, expect, it } from 'vitest';
import { resolvePageMeta } from './resolve-page-meta';

describe('resolvePageMeta', () => {
  it('uses the public page title and description', () => {
    expect(resolvePageMeta('/about', '')).toEqual({
      title: 'About us | Scopewright',
      description: 'Why we built Scopewright, the story since 2023, and the team helping MSPs quote faster.',
      noindex: false,
    });
  });

  it.each([
    ['/signup', '', true],
    ['/not-found', '', true],
    ['/no/such/page', '', true],
    ['/documentation', '', false],
    ['/documentation', '?q=mfa', true],
    ['/support', '?q=billing', true],
    ['/support', '?tab=faq', false],
    ['/dashboard/quotes', '', true],
    ['/', '', false],
  ])('%s%s → noindex %s', (path, search, noindex) => {
    expect(resolvePageMeta(path, search).noindex).toBe(noindex);
  });

  it('titles unknown paths as the 404 page and dashboard screens by their breadcrumb', () => {
    expect(resolvePageMeta('/nope', '').title).toBe('Page not found | Scopewright');
    expect(resolvePageMeta('/dashboard/billing/usage', '').title).toBe('Usage | Scopewright');
  });
});
