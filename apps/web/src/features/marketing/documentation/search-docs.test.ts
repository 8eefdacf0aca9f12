import { describe, expect, it } from 'vitest';
import { DOC_ARTICLES, DOC_SECTIONS } from './doc-articles';
import { searchDocs } from './search-docs';

describe('documentation search', () => {
  it('has its three sections, each with real articles', () => {
    expect(DOC_SECTIONS.map((s) => s.title)).toEqual(['Getting Started', 'Creating Scopes', 'Generating Quotes']);
    for (const article of DOC_ARTICLES) expect(article.text.split(/\s+/).length).toBeGreaterThan(100);
  });

  it.each([
    ['invite', 'invite-your-team'],
    ['rate card', 'set-up-your-rate-card'],
    ['MRR', 'price-one-time-and-recurring'],
    ['Intune', 'create-your-first-scope'],
    ['white labeling', 'brand-your-quotes'],
  ])('finds %s in %s', (query, id) => {
    expect(searchDocs(DOC_ARTICLES, query).map((r) => r.article.id)).toContain(id);
  });

  it('requires every word, ranks title matches first and shows a snippet around the match', () => {
    const results = searchDocs(DOC_ARTICLES, 'templates');
    expect(results[0]?.article.id).toBe('work-with-templates');
    expect(results[0]?.snippet.toLowerCase()).toContain('template');
    expect(searchDocs(DOC_ARTICLES, 'templates zebra')).toEqual([]);
    expect(searchDocs(DOC_ARTICLES, '   ')).toEqual([]);
  });
});
