import { createIdentityApp } from './create-identity-app';
import { MOCK_OAUTH_CLIENTS, startMockOAuthProvider, type MockOAuthProvider } from './mock-oauth-provider';

export type OAuthIdentityApp = Awaited<ReturnType<typeof createIdentityApp>>;

/** The identity app with Google and Microsoft sign-in pointed at a real mock provider on a local port. */
export async function startOAuthIdentityApp(): Promise<{ h: OAuthIdentityApp; mock: MockOAuthProvider }> {
  const mock = await startMockOAuthProvider();
  const h = await createIdentityApp({
    oauth: {
      googleClientId: MOCK_OAUTH_CLIENTS.google.clientId,
      googleClientSecret: MOCK_OAUTH_CLIENTS.google.clientSecret,
      microsoftClientId: MOCK_OAUTH_CLIENTS.microsoft.clientId,
      microsoftClientSecret: MOCK_OAUTH_CLIENTS.microsoft.clientSecret,
      oauthMockUrl: mock.url,
    },
  });
  return { h, mock };
}
