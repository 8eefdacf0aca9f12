import { accounts, profiles, users, withTenant, type Database } from '@scopewright/db';
import { AUTH_COPY, type AcceptInvitationInput } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { auditSourceInRequest, personAuditActor } from '../../platform/audit/audit-request-scope';
import {
  assertAcceptable,
  assertSeatForInvitee,
  completeAcceptance,
  lockPendingInvitation,
} from './invitation-acceptance';
import { findInvitationByToken } from './invitations.queries';
import { invitationNotFound } from './lookup-invitation';

export interface AcceptInvitationContext {
  database: Database;
  hashPassword: (password: string) => Promise<string>;
  /** Signs the new user in after the commit; returns the Set-Cookie values (none when it could not). */
  startSession: (email: string, password: string) => Promise<string[]>;
}

export type AcceptInvitationRequest = AcceptInvitationInput & { token: string };

/**
 * POST /api/invitations/{token}/accept (docs/product-rules.md#invitations): one transaction creates the user (email verified: the
 * emailed link proves the address), the credential account, the profile in the invitation's workspace with
 * onboarding done, the role record, and closes the invitation; any failure leaves none of them. The email and
 * role come from the invitation, never from the request. Then the new user is signed in.
 */
export async function acceptInvitation(
  ctx: AcceptInvitationContext,
  input: AcceptInvitationRequest,
  now = new Date(),
): Promise<{ userId: string; tenantId: string; cookies: string[] }> {
  const found = await findInvitationByToken(ctx.database, input.token);
  if (!found) throw invitationNotFound();
  assertAcceptable(found, now);
  const passwordHash = await ctx.hashPassword(input.password);

  const created = await withTenant({ db: ctx.database.db, tenantId: found.tenantId }, async (tx) => {
    const invitation = await lockPendingInvitation(tx, found, now);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)).limit(1);
    if (existing) throw new AppError('CONFLICT', AUTH_COPY.accountExists);
    await assertSeatForInvitee(tx, invitation.tenantId, now);

    const [user] = await tx
      .insert(users)
      .values({ name: `${input.firstName} ${input.lastName}`, email: invitation.email, emailVerified: true })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw new AppError('CONFLICT', AUTH_COPY.accountExists);
    await tx
      .insert(accounts)
      .values({ userId: user.id, providerId: 'credential', accountId: user.id, password: passwordHash });
    await tx.insert(profiles).values({
      id: user.id,
      email: invitation.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: invitation.role,
      tenantId: invitation.tenantId,
      onboardingCompleted: true,
    });
    const source = auditSourceInRequest(personAuditActor({ userId: user.id, email: invitation.email }));
    await completeAcceptance(tx, invitation, { userId: user.id, source, method: 'password' }, now);
    return { userId: user.id, email: invitation.email };
  });
  return {
    userId: created.userId,
    tenantId: found.tenantId,
    cookies: await ctx.startSession(created.email, input.password),
  };
}
