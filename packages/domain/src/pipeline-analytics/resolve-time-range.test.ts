import { describe, expect, it } from 'vitest';
import { resolveTimeRange, type AnalyticsRange, type CustomDates } from './resolve-time-range';

const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');

describe('resolveTimeRange', () => {
  const cases: [string, AnalyticsRange, string, string, [string, string], [string, string], CustomDates?][] = [
    [
      'today in Berlin after 22:00 UTC is already tomorrow',
      'today',
      '2026-06-20T23:30:00Z',
      'Europe/Berlin',
      ['2026-06-20T22:00:00Z', '2026-06-21T22:00:00Z'],
      ['2026-06-19T22:00:00Z', '2026-06-20T22:00:00Z'],
    ],
    [
      'a week starts on Monday; the US DST week is 167 hours long',
      'week',
      '2026-03-08T20:00:00Z', // Sunday 16:00 EDT
      'America/New_York',
      ['2026-03-02T05:00:00Z', '2026-03-09T04:00:00Z'],
      ['2026-02-23T05:00:00Z', '2026-03-02T05:00:00Z'],
    ],
    [
      'the Berlin DST week (clocks forward on Sunday 29 March)',
      'week',
      '2026-03-23T00:30:00Z', // Monday 01:30 CET
      'Europe/Berlin',
      ['2026-03-22T23:00:00Z', '2026-03-29T22:00:00Z'],
      ['2026-03-15T23:00:00Z', '2026-03-22T23:00:00Z'],
    ],
    [
      'a month that starts at 00:30 local time is the new month',
      'month',
      '2026-03-31T22:30:00Z',
      'Europe/Berlin',
      ['2026-03-31T22:00:00Z', '2026-04-30T22:00:00Z'],
      ['2026-02-28T23:00:00Z', '2026-03-31T22:00:00Z'],
    ],
    [
      'a quarter and the one before it across the DST change',
      'quarter',
      '2026-05-10T08:00:00Z',
      'Europe/Berlin',
      ['2026-03-31T22:00:00Z', '2026-06-30T22:00:00Z'],
      ['2025-12-31T23:00:00Z', '2026-03-31T22:00:00Z'],
    ],
    [
      'a year in Tokyo begins at 15:00 UTC the day before',
      'year',
      '2025-12-31T15:30:00Z',
      'Asia/Tokyo',
      ['2025-12-31T15:00:00Z', '2026-12-31T15:00:00Z'],
      ['2024-12-31T15:00:00Z', '2025-12-31T15:00:00Z'],
    ],
    [
      'a day whose midnight falls in a DST gap starts at the transition (Santiago, 6 September 2026)',
      'today',
      '2026-09-06T12:00:00Z',
      'America/Santiago',
      ['2026-09-06T04:00:00Z', '2026-09-07T03:00:00Z'],
      ['2026-09-05T04:00:00Z', '2026-09-06T04:00:00Z'],
    ],
    [
      'custom dates are inclusive; the previous period has as many days',
      'custom',
      '2026-06-20T12:00:00Z',
      'UTC',
      ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'],
      ['2025-12-01T00:00:00Z', '2026-01-01T00:00:00Z'],
      { from: '2026-01-01', to: '2026-01-31' },
    ],
  ];

  it.each(cases)('%s', (_name, range, now, timeZone, [start, end], [prevStart, prevEnd], custom) => {
    const resolved = resolveTimeRange(range, new Date(now), timeZone, custom);
    expect([iso(resolved.start), iso(resolved.end)]).toEqual([start, end]);
    expect([iso(resolved.previous.start), iso(resolved.previous.end)]).toEqual([prevStart, prevEnd]);
  });

  it.each([
    ['no dates', undefined],
    ['an end before the start', { from: '2026-02-01', to: '2026-01-31' }],
    ['a date that is not YYYY-MM-DD', { from: '1/1/2026', to: '2026-01-31' }],
  ])('rejects a custom range with %s', (_name, custom) => {
    expect(() => resolveTimeRange('custom', new Date(), 'UTC', custom)).toThrow(RangeError);
  });
});
