import { personId } from '../../platform/access/actor';
import { profiles, users, withTenant, type Invitation, type Tx } from '@scopewright/db';
import { AUTH_COPY, INVITATION_COPY, oauthEmailMatchesInvitation, splitFullName } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { assertSeatForInvitee, completeAcceptance, lockPendingInvitation } from './invitation-acceptance';
import { findInvitationByToken } from './invitations.queries';
import { invitationNotFound } from './lookup-invitation';

/**
 * POST /api/invitations/{token}/accept-oauth (docs/product-rules.md#invitations, docs/product-rules.md#oauth-callback): after a Google or Microsoft sign-in, the session's
 * email must equal the invitation's (case-insensitive). The user's profile joins the invitation's workspace with
 * its role, atomically. An account that belongs to another workspace, or a platform admin, is not moved.
 */
export async function acceptInvitationWithOAuth(
  ctx: UseCaseContext,
  input: { token: string },
  now = new Date(),
): Promise<{ success: true; tenantId: string }> {
  const { actor } = ctx;
  const found = await findInvitationByToken(ctx.database, input.token);
  if (!found) throw invitationNotFound();
  await withTenant({ db: ctx.database.db, tenantId: found.tenantId }, async (tx) => {
    const invitation = await lockPendingInvitation(tx, found, now);
    if (!oauthEmailMatchesInvitation(actor.email, invitation.email)) {
      throw new AppError('VALIDATION', AUTH_COPY.invitationOAuthEmailMismatch);
    }
    const profile = actor.profile;
    if (actor.isSuperAdmin || (profile && profile.tenantId !== invitation.tenantId)) {
      throw new AppError('CONFLICT', INVITATION_COPY.otherWorkspace);
    }
    const holdsSeat = profile?.role === 'msp_user' || profile?.role === 'msp_admin';
    if (!holdsSeat) await assertSeatForInvitee(tx, invitation.tenantId, now);
    if (profile) await joinAsMember(tx, invitation, personId(actor));
    else await createMemberProfile(tx, invitation, personId(actor));
    // The emailed invitation proves the address, as for the email and password acceptance.
    await tx
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, personId(actor)));
    await completeAcceptance(tx, invitation, { userId: personId(actor), source: ctx, method: 'oauth' }, now);
  });
  return { success: true, tenantId: found.tenantId };
}

async function joinAsMember(tx: Tx, invitation: Invitation, userId: string): Promise<void> {
  const [updated] = await tx
    .update(profiles)
    .set({ role: invitation.role, onboardingCompleted: true })
    .where(and(eq(profiles.id, userId), eq(profiles.tenantId, invitation.tenantId)))
    .returning({ id: profiles.id });
  if (!updated) throw new AppError('CONFLICT', INVITATION_COPY.otherWorkspace);
}

/** A first sign-in through the provider: the names come from its profile; onboarding asks for any missing one. */
async function createMemberProfile(tx: Tx, invitation: Invitation, userId: string): Promise<void> {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const fromInvitation = splitFullName(invitation.name);
  const fromProvider = splitFullName(user?.name);
  const firstName = fromProvider.firstName || fromInvitation.firstName || null;
  const lastName = fromProvider.lastName || fromInvitation.lastName || null;
  const [inserted] = await tx
    .insert(profiles)
    .values({
      id: userId,
      email: invitation.email,
      firstName,
      lastName,
      role: invitation.role,
      tenantId: invitation.tenantId,
      onboardingCompleted: Boolean(firstName && lastName),
    })
    .onConflictDoNothing({ target: profiles.id })
    .returning({ id: profiles.id });
  if (!inserted) throw new AppError('CONFLICT', INVITATION_COPY.otherWorkspace);
}
