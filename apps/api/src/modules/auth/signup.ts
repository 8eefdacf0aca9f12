import { accounts, users, withPlatform, type RoleValue } from '@scopewright/db';
import type { SignupInput } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { SignupDeps } from '../../platform/services';
import { joinOrCreateWorkspace } from './join-or-create-workspace';
import { queueEmailVerification } from './queue-email-verification';

export const SIGNUP_SUCCESS_MESSAGE =
  'Account created! Check your email for a verification link to activate your account.';

export type SignupOutcome =
  { kind: 'created'; userId: string; tenantId: string; role: RoleValue } | { kind: 'existing-email' };

/**
 * Atomic sign-up (docs/product-rules.md#sign-up-and-workspaces): user, credential, profile, role, and a new workspace on
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

    const mail = { ...deps.mail, tx };
    const { email, firstName, lastName, companyDomain } = input;
    const member = { userId: user.id, email, firstName, lastName, companyDomain };
    const membership = await joinOrCreateWorkspace(tx, mail, deps.appUrl, member, now);
    await queueEmailVerification(mail, deps, {
      userId: user.id,
      email: input.email,
      recipientName: input.firstName,
      tenantId: membership.tenantId,
    });
    return { kind: 'created', userId: user.id, tenantId: membership.tenantId, role: membership.role } as const;
  });
}
