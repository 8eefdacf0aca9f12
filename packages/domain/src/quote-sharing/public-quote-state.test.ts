import { describe, expect, it } from 'vitest';
import { isPastValidUntil, publicQuoteState } from './public-quote-state';

const now = new Date('2026-11-22T23:30:00Z');

describe('publicQuoteState', () => {
  it.each([
    { status: 'sent', validUntil: null, state: 'open' },
    { status: 'viewed', validUntil: '2026-11-22', state: 'open' },
    { status: 'viewed', validUntil: '2026-11-21', state: 'expired' },
    { status: 'accepted', validUntil: '2026-01-01', state: 'accepted' },
    { status: 'declined', validUntil: null, state: 'declined' },
    { status: 'expired', validUntil: null, state: 'expired' },
    { status: 'superseded', validUntil: null, state: null },
    { status: 'draft', validUntil: null, state: null },
    { status: 'archived', validUntil: null, state: null },
  ] as const)('$status, valid until $validUntil → $state', ({ status, validUntil, state }) => {
    expect(publicQuoteState(status, validUntil, now)).toBe(state);
  });

  it('counts the valid-until day in UTC as still valid', () => {
    expect(isPastValidUntil('2026-11-22', now)).toBe(false);
    expect(isPastValidUntil('2026-11-22', new Date('2026-11-23T00:00:00Z'))).toBe(true);
  });
});
