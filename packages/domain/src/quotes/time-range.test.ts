import { describe, expect, it } from 'vitest';
import { dateSpanBounds, timeRangeStart } from './time-range';
import type { TimeRange } from './quote-enums';

describe('timeRangeStart (UTC)', () => {
  const cases: [string, TimeRange, string, string][] = [
    ['today starts at midnight UTC', 'today', '2026-05-14T23:59:59Z', '2026-05-14T00:00:00.000Z'],
    ['a week starts on Monday', 'week', '2026-05-14T10:00:00Z', '2026-05-11T00:00:00.000Z'],
    ['a Sunday belongs to the week that began on Monday', 'week', '2026-05-17T10:00:00Z', '2026-05-11T00:00:00.000Z'],
    ['a Monday is its own week start', 'week', '2026-05-11T00:00:00Z', '2026-05-11T00:00:00.000Z'],
    ['a week may start in the previous year', 'week', '2026-01-01T12:00:00Z', '2025-12-29T00:00:00.000Z'],
    ['month', 'month', '2026-05-31T18:00:00Z', '2026-05-01T00:00:00.000Z'],
    ['quarter Q2', 'quarter', '2026-06-30T18:00:00Z', '2026-04-01T00:00:00.000Z'],
    ['quarter Q4', 'quarter', '2026-10-01T00:00:00Z', '2026-10-01T00:00:00.000Z'],
    ['year', 'year', '2026-12-31T23:00:00Z', '2026-01-01T00:00:00.000Z'],
  ];
  it.each(cases)('%s', (_name, range, now, expected) => {
    expect(timeRangeStart(range, new Date(now)).toISOString()).toBe(expected);
  });
});

describe('dateSpanBounds', () => {
  it('includes the whole last day', () => {
    const { start, end } = dateSpanBounds('2026-01-01', '2026-01-31');
    expect(start?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
  it('leaves a missing side open', () => {
    expect(dateSpanBounds(undefined, undefined)).toEqual({ start: null, end: null });
  });
});
