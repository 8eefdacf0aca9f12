import {
  accounts,
  profiles,
  tenants,
  userRoles,
  users,
  withPlatform,
  type Database,
  type RoleValue,
  type Tx,
} from '@scopewright/db';
import { DEFAULT_TRIAL_TIER, trialEndFrom, type SignupInput } from '@scopewright/domain';
import { createEmailVerificationToken } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { AUTH_BASE_PATH, EMAIL_VERIFICATION_EXPIRES_IN_S, VERIFIED_CALLBACK_PATH } from '../../platform/auth/auth';
import type { MailContext } from '../../platform/mail/send-templated-email';
import { sendTemplatedEmail } from '../../platform/mail/send-templated-email';

export const SIGNUP_SUCCESS_MESSAGE =
  'Account created! Check your email for a verification link to activate your account.';

export interface SignupDeps {
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
  sessionSecret: string;
  hashPassword: (password: string) => Promise<string>;
}

export type SignupOutcome =
  { kind: 'created'; userId: string; tenantId: string; role: RoleValue } | { kind: 'existing-email' };

/**
 * Atomic sign-up (spec §7 atomic-signup, decisions.md): user, credential, profile, role, and a new workspace on
 * a 14-day Enterprise trial (first user of the domain: msp_admin, owner) or membership of the domain's existing
 * workspace (pending_user, admins notified), plus the verification email, in one transaction or not at all.
 * An email that already has an account changes nothing and looks exactly like success to the caller.
 */
export async function signUp(deps: SignupDeps, input: SignupInput, now = new Date()): Promise<SignupOutcome> {
  // Hash first, outside the transaction, for every request: known and unknown emails take the same time.
  const passwordHash = await deps.hashPassword(input.password);
  return withPlatform(deps.database, async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    if (existing) return { kind: 'existing-email' } as const;

    const name = `${input.firstName} ${input.lastName}`;
    const [user] = await tx
      .insert(users)
      .values({ name, email: input.email, emailVerified: false })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) return { kind: 'existing-email' } as const; // a concurrent sign-up with the same email won
    await tx
      .insert(accounts)
      .values({ userId: user.id, providerId: 'credential', accountId: user.id, password: passwordHash });

    const workspace = await createOrJoinWorkspace(tx, input, now);
    const role: RoleValue = workspace.created ? 'msp_admin' : 'pending_user';
    await tx.insert(profiles).values({
      id: user.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role,
      tenantId: workspace.id,
      isOwner: workspace.created,
    });
    await tx.insert(userRoles).values({ userId: user.id, role, tenantId: workspace.id });

    const mail = { ...deps.mail, tx };
    const token = await createEmailVerificationToken(
      deps.sessionSecret,
      input.email,
      undefined,
      EMAIL_VERIFICATION_EXPIRES_IN_S,
      { userId: user.id },
    );
    const callbackURL = encodeURIComponent(`${deps.appUrl}${VERIFIED_CALLBACK_PATH}`);
    await sendTemplatedEmail(mail, {
      to: input.email,
      templateAlias: 'email_verification',
      templateData: {
        recipient_name: input.firstName,
        verify_url: `${deps.appUrl}${AUTH_BASE_PATH}/verify-email?token=${token}&callbackURL=${callbackURL}`,
      },
      emailType: 'system',
      tenantId: workspace.id,
      userId: user.id,
    });
    if (!workspace.created) await notifyAdmins(tx, mail, deps.appUrl, workspace, { name, email: input.email });
    return { kind: 'created', userId: user.id, tenantId: workspace.id, role } as const;
  });
}

async function createOrJoinWorkspace(
  tx: Tx,
  input: SignupInput,
  now: Date,
): Promise<{ id: string; name: string; created: boolean }> {
  const [created] = await tx
    .insert(tenants)
    .values({
      name: input.companyDomain,
      domain: input.companyDomain,
      trialStartDate: now,
      trialEndDate: trialEndFrom(now),
      activeTier: 'trial',
      selectedTier: DEFAULT_TRIAL_TIER,
      contactEmail: input.email,
    })
    .onConflictDoNothing({ target: tenants.domain })
    .returning({ id: tenants.id, name: tenants.name });
  if (created) return { ...created, created: true };
  const [existing] = await tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.domain, input.companyDomain))
    .limit(1);
  if (!existing) throw new Error('signUp: the workspace for this domain vanished during sign-up');
  return { ...existing, created: false };
}

async function notifyAdmins(
  tx: Tx,
  mail: MailContext,
  appUrl: string,
  workspace: { id: string; name: string },
  newcomer: { name: string; email: string },
): Promise<void> {
  const admins = await tx
    .select({ email: profiles.email, firstName: profiles.firstName, id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, workspace.id), eq(profiles.role, 'msp_admin')));
  for (const admin of admins) {
    await sendTemplatedEmail(mail, {
      to: admin.email,
      templateAlias: 'pending_user_joined',
      templateData: {
        admin_name: admin.firstName ?? admin.email,
        user_name: newcomer.name,
        user_email: newcomer.email,
        company_name: workspace.name,
        users_url: `${appUrl}/dashboard/users`,
      },
      tenantId: workspace.id,
      userId: admin.id,
    });
  }
}
