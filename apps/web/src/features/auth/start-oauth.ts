import { AUTH_ENDPOINTS, postAuth, type AuthFailure } from './auth-api';
import type { OAuthProvider } from './oauth-providers';

/** Asks Better Auth for the provider's authorisation URL and leaves for it; returns the failure otherwise. */
export async function startOAuth(provider: OAuthProvider, callbackURL: string): Promise<AuthFailure | null> {
  const result = await postAuth<{ url?: string }>(AUTH_ENDPOINTS.signInSocial, { provider, callbackURL });
  if (result.ok && result.data.url) {
    window.location.assign(result.data.url);
    return null;
  }
  return result.ok ? { status: 500 } : result.error;
}
