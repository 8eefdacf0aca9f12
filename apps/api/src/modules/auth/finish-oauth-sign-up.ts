import { profiles, sessions, users, withPlatform, type Database } from '@scopewright/db';
import { emailDomain, isPublicEmailDomain, NAME_MAX } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { MailContext } from '../../platform/mail/send-templated-email';
import { joinOrCreateWorkspace } from './join-or-create-workspace';
import { queueEmailVerification } from './queue-email-verification';

export interface FinishOAuthDeps {
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
  sessionSecret: string;
}

/**
 * created: a new workspace (owner, msp_admin, trial); joined: the domain's workspace as pending_user;
 * existing: the account was already set up (a plain sign-in); verification-sent: the provider did not vouch
 * for the email (every Microsoft identity), so our link was emailed and the session ended; refused-public-email:
 * a public email provider, and the half-made account is gone.
 */
export type FinishOAuthOutcome = 'created' | 'joined' | 'existing' | 'verification-sent' | 'refused-public-email';

/** "Ada King Lovelace" → Ada / King Lovelace; either may be null for the onboarding form to ask. */
export function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const cut = (value: string) => value.slice(0, NAME_MAX) || null;
  return { firstName: cut(first), lastName: cut(rest.join(' ')) };
}

/**
 * After Better Auth's OAuth callback set the session: gives a new OAuth user exactly what an email sign-up gets
 * (profile, workspace by company domain or pending membership, role, trial) in one transaction, or finds the
 * account already set up. Idempotent: the user row is locked, and a second call sees the profile.
 * A public email provider is refused (docs/product-rules.md#sign-up-and-workspaces) and the user Better Auth created is deleted with its accounts
 * and sessions, so nothing half-made remains.
 */
export async function finishOAuthSignUp(
  deps: FinishOAuthDeps,
  userId: string,
  now = new Date(),
): Promise<FinishOAuthOutcome> {
  return withPlatform(deps.database, async (tx) => {
    const [user] = await tx
      .select({ email: users.email, name: users.name, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError('UNAUTHORIZED');
    const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1);
    if (profile) return 'existing';

    if (isPublicEmailDomain(user.email)) {
      await tx.delete(users).where(eq(users.id, userId));
      return 'refused-public-email';
    }
    const names = splitName(user.name);
    // No workspace is created or joined on an email nobody proved (Microsoft's claim is not
    // trusted): our verification link is sent, and the next sign-in after following it finishes the sign-up (docs/security.md#oauth).
    if (!user.emailVerified) {
      const to = { userId, email: user.email, recipientName: names.firstName ?? user.email, tenantId: null };
      await queueEmailVerification({ ...deps.mail, tx }, deps, to);
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      return 'verification-sent';
    }

    const member = { userId, email: user.email, companyDomain: emailDomain(user.email), ...names };
    const membership = await joinOrCreateWorkspace(tx, { ...deps.mail, tx }, deps.appUrl, member, now, 'oauth');
    return membership.created ? 'created' : 'joined';
  });
}
