import { describe, expect, it } from 'vitest';
import { expiresAtFor, minExpiryDate } from './key-expiry';

const NOW = new Date(2026, 2, 10, 9, 30);

describe('expiresAtFor', () => {
  it.each([
    ['never', 'never' as const, '', null],
    ['30 days', '30d' as const, '', new Date(NOW.getTime() + 30 * 86_400_000).toISOString()],
    ['a custom day, at its end', 'custom' as const, '2026-04-01', new Date(2026, 3, 1, 23, 59, 59, 999).toISOString()],
    ['a custom day not chosen yet', 'custom' as const, '', undefined],
  ])('%s', (_name, choice, date, expected) => {
    expect(expiresAtFor(choice, date, NOW)).toBe(expected);
  });

  it('offers tomorrow as the earliest custom date', () => {
    expect(minExpiryDate(NOW)).toBe('2026-03-11');
  });
});
