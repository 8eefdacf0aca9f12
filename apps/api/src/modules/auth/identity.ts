import type { Database } from '@scopewright/db';
import type { Auth } from '../../platform/auth/auth';
import type { Logger } from '../../platform/logger';
import type { MailContext } from '../../platform/mail/send-templated-email';
import { createProfileEvents, type ProfileEvents } from '../../platform/realtime/profile-events';
import type { SignupDeps } from './signup';

/** Everything the identity routes need, built once in server.ts (or by tests). */
export interface Identity {
  auth: Auth;
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  config: { appUrl: string; sessionSecret: string; trustProxy: boolean; superAdminEmailDomains: readonly string[] };
  signupDeps: SignupDeps;
  /** The single sign-on providers Better Auth registered (their client id and secret are configured). */
  oauthProviders: readonly string[];
  /** Live profile and role changes for GET /api/me/events; close it on shutdown before the HTTP server. */
  profileEvents: ProfileEvents;
}

export async function createIdentity(input: {
  auth: Auth;
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  config: { appUrl: string; sessionSecret: string; trustProxy: boolean; superAdminEmailDomains: readonly string[] };
  logger?: Logger;
}): Promise<Identity> {
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
    signupDeps: {
      database: input.database,
      mail: input.mail,
      appUrl: input.config.appUrl,
      sessionSecret: input.config.sessionSecret,
      hashPassword: (password) => context.password.hash(password),
    },
  };
}
