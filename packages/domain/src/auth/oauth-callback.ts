import { AUTH_COPY } from './auth-copy';
import { mapLoginError, type LoginErrorCode } from './login-errors';

/** /auth/oauth-callback (docs/product-rules.md#oauth-callback). */
export const OAUTH_CALLBACK_PATH = '/auth/oauth-callback';

/** The invitation id is kept in local storage under this key during OAuth (docs/product-rules.md#invitations). */
export const INVITATION_TOKEN_KEY = 'invitation_token';

/** Redirect delays of the callback screen (docs/product-rules.md#oauth-callback). */
export const OAUTH_CALLBACK_DELAYS_MS = { signUp: 2000, invitation: 2000, signIn: 1000, error: 3000 } as const;

/**
 * Sent as Better Auth's `additionalData` by /signup: a workspace sign-up. The server then refuses a public email
 * provider before it creates anything. Client-supplied, so only ever used to refuse: POST /api/oauth/finish
 * checks again before it creates a workspace.
 */
export const OAUTH_WORKSPACE_SIGN_UP = { signUp: 'workspace' } as const;
export const PUBLIC_EMAIL_ERROR_CODE = 'PUBLIC_EMAIL_DOMAIN';

export const OAUTH_CALLBACK_COPY = {
  processing: 'Completing sign-in...',
  signUpSuccess: 'Your workspace is ready. Taking you to your dashboard...',
  verifyEmail: 'Account created! Check your email for a verification link to activate your account.',
} as const;

export type OAuthCallbackError =
  | { kind: 'verify-email'; message: string }
  | { kind: 'error'; code: LoginErrorCode | 'SETUP' | 'FAILED'; message: string };

const CANCELLED = new Set(['access_denied', 'user_cancelled', 'user_canceled', 'cancelled', 'canceled']);
// The login mapping's texts that make sense after a provider redirect; others get the generic text (docs/product-rules.md#sign-in).
const SHOWN: ReadonlySet<LoginErrorCode> = new Set([
  'OAUTH_CANCELLED',
  'OAUTH_POPUP_BLOCKED',
  'EMAIL_NOT_CONFIRMED',
  'RATE_LIMITED',
]);

/**
 * The message for the `error` query parameter the provider or Better Auth put on the callback URL. Only known
 * codes choose a text; `error_description` is never shown (anyone can craft the link).
 */
export function oauthCallbackError(error: string, { isSignUp }: { isSignUp: boolean }): OAuthCallbackError {
  const code = error.trim().toLowerCase();
  if (code === PUBLIC_EMAIL_ERROR_CODE.toLowerCase()) {
    return { kind: 'error', code: 'SETUP', message: AUTH_COPY.oauthSetupFailed(AUTH_COPY.signupPublicEmail) };
  }
  // A new identity whose email the provider did not verify: the account waits for our emailed link.
  if (code === 'email_not_verified' && isSignUp)
    return { kind: 'verify-email', message: OAUTH_CALLBACK_COPY.verifyEmail };
  const mapped = mapLoginError(CANCELLED.has(code) ? { message: 'cancelled' } : { code });
  return SHOWN.has(mapped.code)
    ? { kind: 'error', code: mapped.code, message: mapped.long }
    : { kind: 'error', code: 'FAILED', message: AUTH_COPY.oauthFailed };
}
