import { describe, expect, it } from 'vitest';
import { canonicalPath } from './paths';

describe('canonicalPath', () => {
  it.each([
    ['/quotes/create', '/dashboard/quotes/wizard'],
    ['/quotes/42/edit', '/dashboard/quotes/wizard/42'],
    ['/dashboard/quotes/42/edit', '/dashboard/quotes/wizard/42'],
    ['/dashboard/quotes/42/edit/', '/dashboard/quotes/wizard/42'],
    ['/about/', '/about'],
    ['//about', '/about'],
    ['/blog//ai-transforming-msps///', '/blog/ai-transforming-msps'],
    ['///', '/'],
  ])('redirects %s to %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it.each(['/', '/about', '/dashboard/quotes/wizard/42', '/quotes/abc/edit', '/dashboard/quotes/abc/edit'])(
    'leaves canonical %s alone',
    (input) => {
      expect(canonicalPath(input)).toBeNull();
    },
  );
});
