import { OAUTH_WORKSPACE_SIGN_UP } from '@scopewright/domain';

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

function failureOf(status: number, payload: unknown): OAuthStartFailure {
  const record = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const source =
    typeof record.error === 'object' && record.error !== null ? (record.error as Record<string, unknown>) : record;
  return {
    status,
    code: typeof source.code === 'string' ? source.code : undefined,
    message: typeof source.message === 'string' ? source.message : undefined,
  };
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
  let response: Response;
  try {
    response = await fetch('/api/auth/sign-in/social', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        provider,
        callbackURL,
        errorCallbackURL: callbackURL,
        ...(intent === 'sign-in' ? {} : { requestSignUp: true }),
        ...(intent === 'sign-up' ? { additionalData: OAUTH_WORKSPACE_SIGN_UP } : {}),
      }),
    });
  } catch (cause) {
    return { status: 0, message: cause instanceof Error ? cause.message : 'Network error' };
  }
  const payload: unknown = await response.json().catch(() => null);
  const url = (payload as { url?: unknown } | null)?.url;
  if (response.ok && typeof url === 'string' && url) {
    window.location.assign(url);
    return null;
  }
  return response.ok ? { status: 500 } : failureOf(response.status, payload);
}
