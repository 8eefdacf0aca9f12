import { describe, expect, it } from 'vitest';
import { retryAfterMessage, waitInWords } from './rate-limit-copy';

describe('waitInWords', () => {
  it.each([
    ['a fraction rounds up to a second', 0.2, '1 second'],
    ['seconds under a minute', 40, '40 seconds'],
    ['exactly a minute', 60, '1 minute'],
    ['minutes round up', 61, '2 minutes'],
    ['the sign-in window', 300, '5 minutes'],
    ['an hour stays in minutes', 3600, '60 minutes'],
    ['past 90 minutes, hours', 2 * 3600, '2 hours'],
    ['past two days, days', 3 * 86_400 - 5, '3 days'],
  ])('%s', (_name, seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  it('says when to retry', () => {
    expect(retryAfterMessage(42)).toBe('Too many attempts. Please try again in 42 seconds.');
  });
});
