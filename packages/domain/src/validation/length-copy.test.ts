import { describe, expect, it } from 'vitest';
import { groupThousands, tooLongMessage } from './length-copy';

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 5000, 12345, 999999, 1000000, 123456789, -4500])
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('tooLongMessage', () => {
  it('names the limit', () => expect(tooLongMessage(5000)).toBe('Use at most 5,000 characters.'));
});
