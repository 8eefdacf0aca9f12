import { describe, expect, it } from 'vitest';
import { defaultValidUntil } from './new-quote-wizard';

describe('defaultValidUntil', () => {
  it('is 30 days after today, as an ISO date', () => {
    expect(defaultValidUntil(new Date(2026, 0, 15))).toBe('2026-02-14');
    expect(defaultValidUntil(new Date(2026, 11, 20))).toBe('2027-01-19');
  });
});
