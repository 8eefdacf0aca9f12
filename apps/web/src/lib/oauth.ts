import { OAUTH_WORKSPACE_SIGN_UP } from '@scopewright/domain';
import { postAuth } from './auth-request';

/** The sign-in providers the web knows; GET /api/auth-providers (data/auth-providers.ts) says which are set up. */
export type OAuthProvider = 'google' | 'microsoft';

/**
 * sign-in: an existing account only (the server never creates one on a plain sign-in). sign-up: a new account
 * and its workspace (/signup). invitation: a new account for an invitation (the callback accepts it).
 */
export type OAuthIntent = 'sign-in' | 'sign-up' | 'invitation';

/** Why the provider could not be reached: Better Auth answers { code, message }; a network failure is status 0. */
export interface OAuthStartFailure {
  status: number;
  code?: string;
  message?: string;
}

/**
 * Asks Better Auth for the provider's authorisation URL and leaves for it; returns the failure otherwise.
 * Success and errors both come back to `callbackURL` (/auth/oauth-callback), errors with ?error=<code>.
 */
export async function startOAuth(
  provider: OAuthProvider,
  callbackURL: string,
  intent: OAuthIntent = 'sign-in',
): Promise<OAuthStartFailure | null> {
  const result = await postAuth<{ url?: unknown } | null>('/api/auth/sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: callbackURL,
    ...(intent === 'sign-in' ? {} : { requestSignUp: true }),
    ...(intent === 'sign-up' ? { additionalData: OAUTH_WORKSPACE_SIGN_UP } : {}),
  });
  if (!result.ok) {
    const { status, code, message } = result.error;
    return { status, code, message };
  }
  const url = result.data?.url;
  if (typeof url === 'string' && url) {
    window.location.assign(url);
    return null;
  }
  return { status: 500 };
}
