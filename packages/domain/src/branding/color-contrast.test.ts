import { describe, expect, it } from 'vitest';
import { contrastRatio, formatContrastRatio } from './color-contrast';

describe('contrastRatio (WCAG)', () => {
  it.each([
    ['black on white', '#000000', '#ffffff', 21],
    ['white on white', '#ffffff', '#ffffff', 1],
    ['default primary on white', '#1e3a5f', '#ffffff', 11.5],
    ['mid grey #777777', '#777777', '#ffffff', 4.48],
  ])('%s', (_name, a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#0e7c86', '#ffffff')).toBe(contrastRatio('#ffffff', '#0e7c86'));
  });

  it('formats rounded down so a failing colour never reads 4.50:1', () => {
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
    expect(formatContrastRatio(21)).toBe('21.00:1');
  });
});
