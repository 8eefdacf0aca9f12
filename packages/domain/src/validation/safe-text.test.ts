import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeText, SafeText, UNSAFE_TEXT_MESSAGE } from './safe-text';

const isWellFormed = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed();

describe('isSafeText: what PostgreSQL can store as text and jsonb', () => {
  it.each([
    ['plain', true],
    ['', true],
    ['emoji 😀 and family 👨‍👩‍👧', true],
    ['rtl \u202e and bom \ufeff', true],
    ['tab\tnewline\n', true],
    ['a\u0000b', false],
    ['\ud800', false],
    ['x\udfffy', false],
    ['\udc00\ud800', false],
  ])('%j → %s', (value, expected) => {
    expect(isSafeText(value)).toBe(expected);
  });

  it('is exactly "well-formed UTF-16 without NUL" (property)', () => {
    const anyUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)) });
    fc.assert(
      fc.property(anyUnits, (value) => {
        expect(isSafeText(value)).toBe(isWellFormed(value) && !value.includes('\u0000'));
      }),
      { numRuns: 2_000 },
    );
  });

  it('SafeText refuses with the one message', () => {
    expect(SafeText.safeParse('a\u0000').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });
});
