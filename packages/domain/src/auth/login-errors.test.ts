import { describe, expect, it } from 'vitest';
import { LOGIN_ERRORS, mapLoginError, signInRetryMessage, type LoginErrorCode } from './login-errors';

describe('LOGIN_ERRORS texts', () => {
  it.each<[LoginErrorCode, string, string]>([
    [
      'INVALID_CREDENTIALS',
      'Invalid email or password',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    [
      'EMAIL_NOT_CONFIRMED',
      'Please verify your email address before signing in',
      'Please verify your email address before signing in. Check your inbox for a confirmation link.',
    ],
    [
      'RATE_LIMITED',
      'Too many attempts. Please wait a moment before trying again',
      'Too many login attempts. Please wait a few minutes before trying again.',
    ],
    [
      'OAUTH_POPUP_BLOCKED',
      'Pop-up blocked. Please allow pop-ups and try again',
      'Pop-up blocked. Please allow pop-ups and try again',
    ],
    ['OAUTH_CANCELLED', 'Sign-in cancelled', 'Sign-in cancelled'],
    [
      'NETWORK',
      'Network error. Please check your connection and try again',
      'Network error. Please check your connection and try again',
    ],
    ['UNKNOWN', 'An unexpected error occurred. Please try again', 'An unexpected error occurred. Please try again'],
  ])('%s', (code, short, long) => {
    expect(LOGIN_ERRORS[code].short).toBe(short);
    expect(LOGIN_ERRORS[code].long).toBe(long);
    expect(LOGIN_ERRORS[code].showResend).toBe(code === 'EMAIL_NOT_CONFIRMED');
  });
});

describe('mapLoginError', () => {
  it.each<[string, Parameters<typeof mapLoginError>[0], LoginErrorCode]>([
    ["'invalid login credentials'", { message: 'Invalid login credentials' }, 'INVALID_CREDENTIALS'],
    ["'invalid email or password'", { message: 'Invalid email or password', status: 401 }, 'INVALID_CREDENTIALS'],
    ["'invalid credentials'", { message: 'INVALID CREDENTIALS' }, 'INVALID_CREDENTIALS'],
    ['status 400', { message: 'Bad request', status: 400 }, 'INVALID_CREDENTIALS'],
    ['unconfirmed email', { message: 'Email not confirmed', status: 400 }, 'EMAIL_NOT_CONFIRMED'],
    ['unverified email (Better Auth)', { message: 'Email not verified', status: 403 }, 'EMAIL_NOT_CONFIRMED'],
    ['unverified email by code', { code: 'EMAIL_NOT_VERIFIED', status: 403 }, 'EMAIL_NOT_CONFIRMED'],
    ['credentials by code', { code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, 'INVALID_CREDENTIALS'],
    ["'too many requests'", { message: 'Too many requests. Please try again later.' }, 'RATE_LIMITED'],
    ["'rate limit'", { message: 'Rate limit exceeded' }, 'RATE_LIMITED'],
    ['status 429', { status: 429 }, 'RATE_LIMITED'],
    ['pop-up blocked', { message: 'Popup blocked by the browser' }, 'OAUTH_POPUP_BLOCKED'],
    ['cancelled', { message: 'User cancelled the sign-in' }, 'OAUTH_CANCELLED'],
    ['pop-up closed by user', { message: 'popup closed by user' }, 'OAUTH_CANCELLED'],
    ['status 0', { status: 0 }, 'NETWORK'],
    ["'network'", { message: 'NetworkError when attempting to fetch resource.' }, 'NETWORK'],
    ["'fetch'", { message: 'Failed to fetch' }, 'NETWORK'],
    ["'connection'", { message: 'Connection refused' }, 'NETWORK'],
    ['other message', { message: 'Database exploded', status: 500 }, 'UNKNOWN'],
    ['empty error', {}, 'UNKNOWN'],
    ['no error object', null, 'UNKNOWN'],
  ])('%s → %s', (_name, error, code) => {
    const result = mapLoginError(error);
    expect(result.code).toBe(code);
    expect(result.short).toBe(LOGIN_ERRORS[code].short);
  });
});

describe('signInRetryMessage', () => {
  it.each([
    [undefined, 'Too many login attempts. Please wait a few minutes before trying again.'],
    [45, 'Too many failed sign-in attempts. Please try again in 45 seconds.'],
    [60, 'Too many failed sign-in attempts. Please try again in 1 minute.'],
    [61, 'Too many failed sign-in attempts. Please try again in 2 minutes.'],
    [900, 'Too many failed sign-in attempts. Please try again in 15 minutes.'],
  ])('after %s seconds', (seconds, text) => {
    expect(signInRetryMessage(seconds)).toBe(text);
  });
});
