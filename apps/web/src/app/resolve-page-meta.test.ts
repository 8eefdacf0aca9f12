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
    ['/', '', false],
  ])('%s%s → noindex %s', (path, search, noindex) => {
    expect(resolvePageMeta(path, search)?.noindex).toBe(noindex);
  });

  it('titles unknown paths as the 404 page', () => {
    expect(resolvePageMeta('/nope', '')?.title).toBe('Page not found | Scopewright');
  });

  it('leaves the dashboard to its own screens', () => {
    expect(resolvePageMeta('/dashboard/billing/usage', '')).toBeNull();
    expect(resolvePageMeta('/dashboard', '')).toBeNull();
  });
});
