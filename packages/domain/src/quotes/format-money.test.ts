import { describe, expect, it } from 'vitest';
import {
  formatHours,
  formatMoney,
  formatPercentBps,
  parseHoursToMinutes,
  parseMoneyToCents,
  parsePercentToBps,
} from './format-money';

describe('formatMoney', () => {
  it.each([
    [123_450, 'USD', undefined, '$1,234.50'],
    [0, 'USD', undefined, '$0.00'],
    [5, 'USD', undefined, '$0.05'],
    [-2_500, 'USD', undefined, '-$25.00'],
    [9_900, 'EUR', 'monthly', '€99.00/mo'],
    [120_000, 'GBP', 'annual', '£1,200.00/yr'],
    [30_000, 'USD', 'quarterly', '$300.00/qtr'],
    [1_999, 'USD', 'one_time', '$19.99'],
    [100_000_000_000_00, 'USD', undefined, '$100,000,000,000.00'],
    [4_999_999_999_999_99, 'USD', undefined, '$4,999,999,999,999.99'],
  ] as const)('%i %s %s → %s', (cents, currency, frequency, expected) => {
    expect(formatMoney(cents, currency, frequency ? { frequency } : {})).toBe(expected);
  });

  it('names currencies that share a symbol', () => {
    expect(formatMoney(100, 'CAD')).toBe('CA$1.00');
    expect(formatMoney(100, 'AUD')).toBe('A$1.00');
  });
});

describe('formatHours and formatPercentBps', () => {
  it.each([
    [750, '12.5 h'],
    [90, '1.5 h'],
    [60, '1 h'],
    [0, '0 h'],
    [20, '0.33 h'],
    [600_000, '10,000 h'],
  ])('%i minutes → %s', (minutes, expected) => expect(formatHours(minutes)).toBe(expected));

  it.each([
    [3_820, '38.2%'],
    [1_250, '12.5%'],
    [10_000, '100%'],
    [0, '0%'],
    [3_333, '33.33%'],
    [-500, '-5%'],
  ])('%i bps → %s', (bps, expected) => expect(formatPercentBps(bps)).toBe(expected));
});

describe('parsing what people type', () => {
  it.each([
    ['1,234.5', 123_450],
    ['1234.56', 123_456],
    ['$19.99', 1_999],
    ['  42 ', 4_200],
    ['.5', 50],
    ['5.', 500],
    ['12.345', 1_235],
    ['12.344', 1_234],
    ['1,234,567.89', 123_456_789],
    ['0', 0],
    ['', null],
    ['-5', null],
    ['1,23', null],
    ['12,3456', null],
    ['abc', null],
    ['1.2.3', null],
    ['1e5', null],
    ['.', null],
    ['99999999999999', null],
  ])('money %j → %s', (raw, expected) => expect(parseMoneyToCents(raw)).toBe(expected));

  it.each([
    ['1.5', 90],
    ['0.25', 15],
    ['2 h', 120],
    ['1.5 hours', 90],
    ['0.3333', 20],
    ['0.0083', 0],
    ['0.0084', 1],
    ['10,000', 600_000],
    ['', null],
    ['-1', null],
    ['1/3', null],
  ])('hours %j → %s', (raw, expected) => expect(parseHoursToMinutes(raw)).toBe(expected));

  it.each([
    ['12.5', 1_250],
    ['12.5%', 1_250],
    ['100', 10_000],
    ['0.125', 13],
    ['7 %', 700],
    ['', null],
    ['-3', null],
    ['ten', null],
  ])('percent %j → %s', (raw, expected) => expect(parsePercentToBps(raw)).toBe(expected));

  it('round-trips what it formats', () => {
    for (const cents of [0, 1, 99, 100, 123_456, 987_654_321]) {
      expect(parseMoneyToCents(formatMoney(cents, 'USD'))).toBe(cents);
    }
  });
});
