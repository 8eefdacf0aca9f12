import { describe, expect, it } from 'vitest';
import { daysSince, formatSentAgo, isMarginBelowTarget, QUOTE_LIST_COPY } from './quote-list-copy';

const NOW = new Date('2026-03-10T08:00:00.000Z');

describe('formatSentAgo', () => {
  it.each([
    ['earlier today', '2026-03-10T00:30:00.000Z', 'Sent today'],
    ['late yesterday', '2026-03-09T23:59:00.000Z', 'Sent yesterday'],
    ['twelve days ago', '2026-02-26T15:00:00.000Z', 'Sent 12 days ago'],
    ['a clock ahead of ours', '2026-03-11T01:00:00.000Z', 'Sent today'],
  ])('%s', (_name, iso, expected) => expect(formatSentAgo(iso, NOW)).toBe(expected));

  it('counts calendar days, not 24-hour spans', () => {
    expect(daysSince('2026-03-09T23:00:00.000Z', NOW)).toBe(1);
    expect(daysSince('not a date', NOW)).toBe(0);
  });
});

describe('isMarginBelowTarget', () => {
  it.each([
    [null, false],
    [2999, true],
    [3000, false],
    [-500, true],
  ] as const)('%s bps → %s', (bps, expected) => expect(isMarginBelowTarget(bps)).toBe(expected));

  it('takes another target', () => expect(isMarginBelowTarget(3500, 4000)).toBe(true));
});

describe('QUOTE_LIST_COPY', () => {
  it('counts the quotes shown of all matches', () => {
    expect(QUOTE_LIST_COPY.matches(1, 1)).toBe('1 quote');
    expect(QUOTE_LIST_COPY.matches(25, 1042)).toBe('25 of 1,042 quotes');
    expect(QUOTE_LIST_COPY.archived(1)).toBe('1 quote archived.');
    expect(QUOTE_LIST_COPY.duplicated(1043)).toBe('Duplicated as Q-1043.');
  });
});
