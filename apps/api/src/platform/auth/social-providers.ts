import { AUTH_COPY, isPublicEmailDomain, OAUTH_WORKSPACE_SIGN_UP, PUBLIC_EMAIL_ERROR_CODE } from '@scopewright/domain';
import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { APIError, getOAuthState } from 'better-auth/api';
import { validateAuthorizationCode } from 'better-auth/oauth2';
import type { Config } from '../../env';

export type SocialConfig = Pick<
  Config,
  'googleClientId' | 'googleClientSecret' | 'microsoftClientId' | 'microsoftClientSecret' | 'oauthMockUrl'
>;

/** No single sign-on provider configured (password sign-in only). */
export const NO_SOCIAL_PROVIDERS: SocialConfig = {
  googleClientId: undefined,
  googleClientSecret: undefined,
  microsoftClientId: undefined,
  microsoftClientSecret: undefined,
  oauthMockUrl: undefined,
};

/**
 * Google and Microsoft, each only when its client id and secret are set (GET /api/auth-providers).
 * - New users only through an explicit sign-up (`requestSignUp` from /signup or an invitation); a plain
 *   sign-in never creates an account (`disableImplicitSignUp`).
 * - Accounts are found by provider + subject (Google `sub`, Microsoft `oid`); see auth.ts for linking.
 * - Microsoft's email claim is never treated as verified (docs/security.md#oauth): it cannot link to an existing account,
 *   and POST /api/oauth/finish makes such a user verify by our email link before any workspace.
 * With OAUTH_MOCK_URL (tests only, loopback) both talk to the mock provider: Microsoft through its documented
 * `authority` option, Google through `authorizationEndpoint` plus mockTokenEndpoint() below. State and PKCE
 * are Better Auth's, unchanged.
 */
export function socialProviders(config: SocialConfig): NonNullable<BetterAuthOptions['socialProviders']> {
  const mock = config.oauthMockUrl;
  return {
    ...(config.googleClientId && config.googleClientSecret
      ? {
          google: {
            clientId: config.googleClientId,
            clientSecret: config.googleClientSecret,
            disableImplicitSignUp: true,
            ...(mock ? { authorizationEndpoint: `${mock}/google/authorize` } : {}),
          },
        }
      : {}),
    ...(config.microsoftClientId && config.microsoftClientSecret
      ? {
          microsoft: {
            clientId: config.microsoftClientId,
            clientSecret: config.microsoftClientSecret,
            disableImplicitSignUp: true,
            mapProfileToUser: () => ({ emailVerified: false }),
            ...(mock ? { authority: `${mock}/microsoft`, disableProfilePhoto: true } : {}),
          },
        }
      : {}),
  };
}

/**
 * Tests only: Better Auth's Google provider has a fixed token endpoint, so this plugin swaps that one call for
 * the mock's token endpoint. Everything else (authorization URL, state, PKCE, id-token decoding, account key)
 * stays Google's own code path.
 */
export function mockTokenEndpoint(mockUrl: string): BetterAuthPlugin {
  return {
    id: 'scopewright-oauth-mock',
    init: (ctx) => ({
      context: {
        socialProviders: ctx.socialProviders.map((provider) =>
          provider.id === 'google'
            ? {
                ...provider,
                validateAuthorizationCode: (data) =>
                  validateAuthorizationCode({
                    ...data,
                    options: provider.options ?? {},
                    tokenEndpoint: `${mockUrl}/google/token`,
                  }),
              }
            : provider,
        ),
      },
    }),
  };
}

/**
 * A workspace sign-up through OAuth (/signup marks it, see OAUTH_WORKSPACE_SIGN_UP) with a public email provider
 * is refused before Better Auth creates the user: the callback lands on ?error=PUBLIC_EMAIL_DOMAIN and nothing
 * exists. Invitations may name any address, so only the marked flow is refused here.
 */
export async function refusePublicEmailWorkspaceSignUp(user: { email: string }): Promise<void> {
  const state = (await getOAuthState()) as { signUp?: unknown } | null;
  if (state?.signUp !== OAUTH_WORKSPACE_SIGN_UP.signUp || !isPublicEmailDomain(user.email)) return;
  throw new APIError('UNPROCESSABLE_ENTITY', { code: PUBLIC_EMAIL_ERROR_CODE, message: AUTH_COPY.signupPublicEmail });
}
