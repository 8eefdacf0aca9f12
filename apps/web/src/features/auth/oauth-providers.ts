export type OAuthProvider = 'google' | 'microsoft';

/**
 * Providers the server has configured. The API does not expose that yet (Better Auth registers a provider only
 * when its id and secret are set, and offers no listing endpoint), so no OAuth button is shown until it does.
 */
export function useOAuthProviders(): readonly OAuthProvider[] {
  return NO_PROVIDERS;
}

const NO_PROVIDERS: readonly OAuthProvider[] = [];
