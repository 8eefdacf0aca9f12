import type { Database } from '@scopewright/db';
import type { Auth } from '../../platform/auth/auth';
import type { MailContext } from '../../platform/mail/send-templated-email';
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
}

export async function createIdentity(input: {
  auth: Auth;
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  config: { appUrl: string; sessionSecret: string; trustProxy: boolean; superAdminEmailDomains: readonly string[] };
}): Promise<Identity> {
  const context = await input.auth.$context;
  return {
    auth: input.auth,
    database: input.database,
    mail: input.mail,
    config: input.config,
    oauthProviders: context.socialProviders.map((provider) => provider.id),
    signupDeps: {
      database: input.database,
      mail: input.mail,
      appUrl: input.config.appUrl,
      sessionSecret: input.config.sessionSecret,
      hashPassword: (password) => context.password.hash(password),
    },
  };
}
