import { AUTH_COPY } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { parseResetFragment } from './reset-fragment';

describe('parseResetFragment', () => {
  it.each<[string, string, ReturnType<typeof parseResetFragment>]>([
    [
      'both tokens and type=recovery',
      '#access_token=tok-1&refresh_token=tok-1&type=recovery',
      { ok: true, token: 'tok-1' },
    ],
    ['without the leading #', 'access_token=a&refresh_token=b&type=recovery', { ok: true, token: 'a' }],
    ['percent-encoded token', '#access_token=a%2Bb&refresh_token=x&type=recovery', { ok: true, token: 'a+b' }],
    ['empty fragment', '', { ok: false, error: AUTH_COPY.resetNoTokens }],
    ['unrelated fragment', '#section-2', { ok: false, error: AUTH_COPY.resetNoTokens }],
    ['missing refresh token', '#access_token=a&type=recovery', { ok: false, error: AUTH_COPY.resetMissingTokens }],
    ['missing access token', '#refresh_token=b&type=recovery', { ok: false, error: AUTH_COPY.resetMissingTokens }],
    [
      'blank access token',
      '#access_token=%20&refresh_token=b&type=recovery',
      { ok: false, error: AUTH_COPY.resetMissingTokens },
    ],
    ['wrong type', '#access_token=a&refresh_token=b&type=signup', { ok: false, error: AUTH_COPY.resetMissingTokens }],
    ['no type', '#access_token=a&refresh_token=b', { ok: false, error: AUTH_COPY.resetMissingTokens }],
  ])('%s', (_name, hash, expected) => {
    expect(parseResetFragment(hash)).toEqual(expected);
  });
});
