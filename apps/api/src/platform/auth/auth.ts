import {
  accounts,
  newId,
  profiles,
  rateLimits,
  sessions,
  tenants,
  users,
  verifications,
  withPlatform,
} from '@scopewright/db';
import { PRODUCT_NAME } from '@scopewright/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { Config } from '../../env';
import type { Logger } from '../logger';
import { allowedOrigins } from '../origin-guard';
import { passwordResetUrl, queueSystemEmail, recipientName, type AuthMailDeps } from './auth-mail';
import { CLIENT_IP_HEADER } from './client-ip';
import { SESSION_LIST_PATHS, withSecretFreeAuthStorage } from './secret-free-auth-storage';
import { enforceNewPasswordRules } from './new-password-rules';
import { mockTokenEndpoint, refusePublicEmailWorkspaceSignUp, socialProviders } from './social-providers';
import { noteLoggedConnectionError } from './better-auth-connection-errors';
import {
  recordAuthEvents,
  recordPasswordReset,
  recordPasswordResetRequested,
  recordSignIn,
  recordSignOut,
} from './auth-audit';

export const AUTH_BASE_PATH = '/api/auth';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SESSION_EXPIRES_IN_S = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;
export const SESSION_FRESH_AGE_S = 10 * 60;
/** However active, a session ends 30 days after sign-in (docs/security.md#sessions); enforced by our session lookup. */
export const SESSION_ABSOLUTE_LIFETIME_S = 30 * 24 * 60 * 60;
export const EMAIL_VERIFICATION_EXPIRES_IN_S = 24 * 60 * 60;
export const PASSWORD_RESET_EXPIRES_IN_S = 60 * 60;
export const COOKIE_PREFIX = 'scopewright';
/** Where the verification link lands after Better Auth has marked the email verified. */
export const VERIFIED_CALLBACK_PATH = '/login?verified=true';

/**
 * Per-IP limits on Better Auth's endpoints (docs/security.md#rate-limits), counted in Postgres (rate_limits). Paths are relative
 * to /api/auth. Our own /api/signup uses the same table (see rate-limit.ts); its window must not exceed the
 * longest window here, because Better Auth prunes rows older than its longest window.
 */
export const AUTH_RATE_LIMITS = {
  // Only failed password sign-ins count, per address and per account: sign-in-limits.ts (ADR 0009).
  '/sign-in/email': false,
  '/sign-in/social': { window: 300, max: 20 },
  '/request-password-reset': { window: 900, max: 5 },
  // Guessing the current password from a stolen session (docs/security.md#rate-limits).
  '/change-password': { window: 900, max: 10 },
  '/reset-password': { window: 900, max: 10 },
  '/send-verification-email': { window: 900, max: 5 },
} as const;
export const AUTH_LONGEST_RATE_WINDOW_S = 900;

export type AuthConfig = Pick<
  Config,
  | 'appUrl'
  | 'nodeEnv'
  | 'sessionSecret'
  | 'googleClientId'
  | 'googleClientSecret'
  | 'microsoftClientId'
  | 'microsoftClientSecret'
  | 'oauthMockUrl'
>;

export interface AuthDeps extends AuthMailDeps {
  config: AuthConfig;
  logger: Logger;
}

/**
 * The one Better Auth instance. Email + password with required verification; sign-up goes through our atomic
 * POST /api/signup (Better Auth's own /sign-up/email is disabled). Sessions live in Postgres, one lookup per
 * request (no cookie cache), 7-day lifetime refreshed at most daily, revoked on password reset.
 * Passwords: Better Auth's scrypt (N=16384, r=16, p=1, 64-byte key, 16-byte random salt, about 32 MiB).
 */
export function createAuth({ config, logger, ...mail }: AuthDeps) {
  const secure = config.appUrl.startsWith('https:');
  const log = logger.child({ module: 'auth' });
  if (config.oauthMockUrl) {
    log.warn(
      { mockProviderUrl: config.oauthMockUrl },
      'OAUTH_MOCK_URL is set: Google and Microsoft use the test provider',
    );
  }
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.sessionSecret,
    trustedOrigins: [...allowedOrigins(config)],
    telemetry: { enabled: false },
    database: withSecretFreeAuthStorage(
      drizzleAdapter(mail.database.db, {
        provider: 'pg',
        schema: {
          user: users,
          session: sessions,
          account: accounts,
          verification: verifications,
          rateLimit: rateLimits,
        },
      }),
    ),
    disabledPaths: SESSION_LIST_PATHS,
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_IN_S,
      sendResetPassword: async ({ user, token }) => {
        await queueSystemEmail(
          mail,
          {
            to: user.email,
            userId: user.id,
            templateAlias: 'password_reset',
            templateData: { recipient_name: recipientName(user), reset_url: passwordResetUrl(config.appUrl, token) },
          },
          (tx) => recordPasswordResetRequested(tx, user.id),
        );
      },
      onPasswordReset: async ({ user }) => {
        await recordPasswordReset(mail.database, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      // The emailed link proves the mailbox: following it signs the new user in and lands on the app.
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_EXPIRES_IN_S,
      sendVerificationEmail: async ({ user, url }) => {
        await queueSystemEmail(mail, {
          to: user.email,
          userId: user.id,
          templateAlias: 'email_verification',
          templateData: { recipient_name: recipientName(user), verify_url: url },
        });
      },
    },
    // Reset and OAuth-state identifiers are stored as SHA-256 hashes, never as the token itself.
    verification: { storeIdentifier: 'hashed' },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      freshAge: SESSION_FRESH_AGE_S,
      cookieCache: { enabled: false },
    },
    account: {
      // An OAuth identity joins an existing account only when the provider asserts the email is
      // verified (Google's email_verified; never Microsoft, see social-providers.ts) and the local account's
      // email is verified too (docs/security.md#oauth). No provider is "trusted" to skip the first check.
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    socialProviders: socialProviders(config),
    plugins: config.oauthMockUrl ? [mockTokenEndpoint(config.oauthMockUrl)] : [],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => newId() },
    },
    hooks: { before: enforceNewPasswordRules, after: recordAuthEvents(mail.database) },
    databaseHooks: {
      user: { create: { before: refusePublicEmailWorkspaceSignUp } },
      session: {
        create: {
          after: async (session, endpoint) => {
            await withPlatform(mail.database, async (tx) => {
              const now = new Date();
              const [profile] = await tx
                .update(profiles)
                .set({ lastLogin: now })
                .where(eq(profiles.id, session.userId))
                .returning({ tenantId: profiles.tenantId });
              // The console's "last active" (docs/product-rules.md#platform-console).
              if (profile?.tenantId) {
                await tx.update(tenants).set({ lastActiveAt: now }).where(eq(tenants.id, profile.tenantId));
              }
              await recordSignIn(tx, session, endpoint);
            });
          },
        },
        // The person's own sign-out (not an expired session swept, nor a password change ending the others).
        delete: {
          after: async (session, endpoint) => {
            if (endpoint?.path === '/sign-out') await recordSignOut(mail.database, session);
          },
        },
      },
    },
    // Errors that are not Better Auth's own reach our onError (a lost database connection → 503), not a bare 500.
    onAPIError: { throw: true },
    logger: {
      disabled: false,
      level: 'warn',
      log: (level, message, ...args) => {
        noteLoggedConnectionError(args);
        const fn =
          level === 'error' ? log.error.bind(log) : level === 'warn' ? log.warn.bind(log) : log.debug.bind(log);
        fn({ args: args.length > 0 ? args.map(String) : undefined }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
