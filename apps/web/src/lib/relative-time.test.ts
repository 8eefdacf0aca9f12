import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;

describe('formatRelativeTime', () => {
  it.each([
    ['seconds ago', ago(20_000), 'just now'],
    ['minutes ago', ago(5 * MIN), '5 minutes ago'],
    ['an hour ago', ago(60 * MIN), '1 hour ago'],
    ['hours ago', ago(3 * 60 * MIN), '3 hours ago'],
    ['yesterday', ago(26 * 60 * MIN), 'yesterday'],
    ['days ago', ago(4 * 24 * 60 * MIN), '4 days ago'],
    ['in the future (an expiry)', new Date(NOW.getTime() + 6 * 24 * 60 * MIN).toISOString(), 'in 6 days'],
    ['long ago: a date', '2025-11-02T09:00:00Z', 'Nov 2, 2025'],
  ])('%s', (_name, iso, text) => {
    expect(formatRelativeTime(iso, NOW)).toBe(text);
  });
});
