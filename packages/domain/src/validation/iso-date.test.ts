import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IsoDate, isIsoDate } from './iso-date';

describe('isIsoDate: YYYY-MM-DD naming a day that exists', () => {
  it.each([
    ['2026-12-31', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2027-13-45', false],
    ['0000-00-00', false],
    ['0000-01-01', false],
    ['2027-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-1', false],
    ['2026-12-31T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
    expect(IsoDate.safeParse(value).success).toBe(expected);
  });

  it('accepts every real day and only those (property)', () => {
    const day = fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(fc.property(day, (date) => isIsoDate(date.toISOString().slice(0, 10))));
    const shaped = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(shaped, (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        const real = value >= '0001' && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
        expect(isIsoDate(value)).toBe(real);
      }),
    );
  });

  it('gives one message for a wrong shape', () => {
    const result = IsoDate.safeParse('31/12/2026');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Use a date like 2026-12-31.']);
  });
});
