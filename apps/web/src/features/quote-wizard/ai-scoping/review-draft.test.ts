import { describe, expect, it } from 'vitest';
import { scopeResponse, suggestedLine, suggestedSection } from './ai-scoping-fixtures';
import { applyEdits, createReviewDraft, pickLines, sumLines, toggleKeys } from './review-draft';

const sections = scopeResponse().sections;

describe('review draft', () => {
  it('starts with every line selected', () => {
    expect([...createReviewDraft(sections).selected]).toEqual(['gws:assess', 'gws:mail', 'intune:enrol', 'pm:pm']);
  });

  it('reprices an edited line from its new hours and rate, leaving the others alone', () => {
    const edited = applyEdits(sections, { 'gws:mail': { hours: 10, billRateCents: 20000, name: 'Mail' } });
    const lines = edited.flatMap((s) => s.lines);
    expect(lines.find((l) => l.key === 'gws:mail')).toMatchObject({ name: 'Mail', hours: 10, priceCents: 200_000 });
    expect(lines.find((l) => l.key === 'gws:assess')).toBe(sections[0]!.lines[0]);
  });

  it('keeps only picked lines and drops sections left empty', () => {
    const picked = pickLines(sections, new Set(['gws:mail']));
    expect(picked.map((s) => [s.name, s.lines.map((l) => l.key)])).toEqual([['Migration', ['gws:mail']]]);
  });

  it('sums hours without float noise and prices in cents', () => {
    const odd = [suggestedSection('S', [suggestedLine('a', { hours: 0.1 }), suggestedLine('b', { hours: 0.2 })])];
    expect(sumLines(odd)).toEqual({ count: 2, hours: 0.3, priceCents: 4500 });
  });

  it('toggles a group of keys on and off', () => {
    const off = toggleKeys(new Set(['a', 'b', 'c']), ['a', 'b'], false);
    expect([...off]).toEqual(['c']);
    expect([...toggleKeys(off, ['a'], true)].sort()).toEqual(['a', 'c']);
  });
});
