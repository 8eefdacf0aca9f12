import { describe, expect, it } from 'vitest';
import { OAUTH_CALLBACK_DELAYS_MS, oauthCallbackError } from './oauth-callback';

describe('oauthCallbackError', () => {
  it.each([
    ['access_denied', false, 'Sign-in cancelled'],
    ['user_cancelled', true, 'Sign-in cancelled'],
    ['popup_blocked', false, 'Pop-up blocked. Please allow pop-ups and try again'],
    [
      'email_not_verified',
      false,
      'Please verify your email address before signing in. Check your inbox for a confirmation link.',
    ],
    ['too_many_requests', false, 'Too many login attempts. Please wait a few minutes before trying again.'],
    [
      'PUBLIC_EMAIL_DOMAIN',
      true,
      'Failed to set up your account: Please use your company email address. Public email providers are not supported for workspace creation.',
    ],
    ['account_not_linked', false, 'Authentication failed. Redirecting to login...'],
    ['state_mismatch', true, 'Authentication failed. Redirecting to login...'],
    ['signup_disabled', false, 'Authentication failed. Redirecting to login...'],
    ['invalid_credentials', false, 'Authentication failed. Redirecting to login...'],
  ])('%s (sign-up %s) → %s', (code, isSignUp, message) => {
    expect(oauthCallbackError(code, { isSignUp })).toMatchObject({ kind: 'error', message });
  });

  it('asks a new, unverified sign-up to check the inbox instead of failing', () => {
    expect(oauthCallbackError('email_not_verified', { isSignUp: true })).toEqual({
      kind: 'verify-email',
      message: 'Account created! Check your email for a verification link to activate your account.',
    });
  });

  it('keeps the redirect delays', () => {
    expect(OAUTH_CALLBACK_DELAYS_MS).toEqual({ signUp: 2000, invitation: 2000, signIn: 1000, error: 3000 });
  });
});
