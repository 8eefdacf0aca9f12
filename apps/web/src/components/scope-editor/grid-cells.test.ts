import { describe, expect, it } from 'vitest';
import {
  bpsToInput,
  centsToInput,
  minutesToInput,
  parseBps,
  parseCents,
  parseMinutes,
  parseQuantity,
} from './grid-cells';

describe('grid cell parsing', () => {
  it.each([
    ['1,299.99', 129_999],
    ['$150', 15_000],
    ['0.5', 50],
    ['100000000.00', 10_000_000_000],
    ['100000000.01', null],
    ['-5', null],
    ['abc', null],
  ])('money %s → %s cents', (text, cents) => expect(parseCents(text)).toBe(cents));

  it.each([
    ['1.5', 90],
    ['0.25', 15],
    ['10000', 600_000],
    ['10000.5', null],
    ['', null],
  ])('hours %s → %s minutes', (text, minutes) => expect(parseMinutes(text)).toBe(minutes));

  it.each([
    ['3', 3],
    ['1000000', 1_000_000],
    ['1000001', null],
    ['1.5', null],
    ['-1', null],
  ])('quantity %s → %s', (text, quantity) => expect(parseQuantity(text)).toBe(quantity));

  it.each([
    ['12.5', 1250],
    ['100', 10_000],
    ['100.01', null],
  ])('percent %s → %s bps', (text, bps) => expect(parseBps(text)).toBe(bps));

  it('shows what it parses back exactly', () => {
    for (const cents of [0, 1, 99, 129_999, 10_000_000_000]) expect(parseCents(centsToInput(cents))).toBe(cents);
    for (const minutes of [0, 15, 90, 600_000]) expect(parseMinutes(minutesToInput(minutes))).toBe(minutes);
    for (const bps of [0, 1250, 3333, 10_000]) expect(parseBps(bpsToInput(bps))).toBe(bps);
  });
});
