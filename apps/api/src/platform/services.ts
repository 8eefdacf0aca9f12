import type { Database } from '@scopewright/db';
import type { Auth } from './auth/auth';
import type { Logger } from './logger';
import type { MailContext } from './mail/send-templated-email';
import { createProfileEvents, type ProfileEvents } from './realtime/profile-events';
import { createSessionLookup, type SessionLookup } from './auth/session-lookup';
import { API_KEY_CACHE_TTL_MS, createApiKeyLookup, type ApiKeyLookup } from './api-keys/api-key-lookup';

/** What sign-up needs: the database, the mailer, the app's URL and secret, and Better Auth's password hash. */
export interface SignupDeps {
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
  sessionSecret: string;
  hashPassword: (password: string) => Promise<string>;
}

/** The app's services (auth, database, mail, settings, live profile events), built once in server.ts (or by tests). */
export interface AppServices {
  auth: Auth;
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  config: { appUrl: string; sessionSecret: string; trustProxy: boolean; superAdminEmailDomains: readonly string[] };
  signupDeps: SignupDeps;
  /** The single sign-on providers Better Auth registered (their client id and secret are configured). */
  oauthProviders: readonly string[];
  /** Live profile and role changes for GET /api/me/events; close it on shutdown before the HTTP server. */
  profileEvents: ProfileEvents;
  /** The session check, cached in memory unless turned off (ADR 0038); close it on shutdown. */
  sessions: SessionLookup;
  /** The public API's key check, kept a second per process unless the session cache is off. */
  apiKeys: ApiKeyLookup;
  /** Called after a member joins, leaves or changes role: per-seat billing follows (server.ts sets it). */
  onSeatsChanged?: (tenantId: string) => void;
}

export async function createAppServices(input: {
  auth: Auth;
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  config: { appUrl: string; sessionSecret: string; trustProxy: boolean; superAdminEmailDomains: readonly string[] };
  logger?: Logger;
  /** Keep session lookups in memory (ADR 0038; `SESSION_CACHE`, on by default). */
  sessionCache?: boolean;
}): Promise<AppServices> {
  const context = await input.auth.$context;
  return {
    auth: input.auth,
    database: input.database,
    mail: input.mail,
    config: input.config,
    oauthProviders: context.socialProviders.map((provider) => provider.id),
    // Its own connection (LISTEN holds a session), opened on the first subscriber.
    profileEvents: createProfileEvents({
      connectionString: String(input.database.pool.options.connectionString),
      logger: input.logger,
    }),
    sessions: createSessionLookup({
      database: input.database,
      cache: input.sessionCache ?? true,
      logger: input.logger,
      superAdminEmailDomains: input.config.superAdminEmailDomains,
    }),
    apiKeys: createApiKeyLookup(input.database, {
      ttlMs: (input.sessionCache ?? true) ? API_KEY_CACHE_TTL_MS : 0,
    }),
    signupDeps: {
      database: input.database,
      mail: input.mail,
      appUrl: input.config.appUrl,
      sessionSecret: input.config.sessionSecret,
      hashPassword: (password) => context.password.hash(password),
    },
  };
}
