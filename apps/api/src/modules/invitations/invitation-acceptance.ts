import { invitations, userRoles, type Invitation, type Tx } from '@scopewright/db';
import { AUTH_COPY, invitationLinkState } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { enforceLimit } from '../../platform/access/enforce-limit';
import { AppError } from '../../platform/errors';
import { recordAudit, type AuditSource } from '../../platform/audit/record-audit';
import { countSeatsUsed, lockTeam } from '../team';
import { getInvitationForUpdate } from './invitations.queries';
import { invitationNotFound } from './lookup-invitation';

/**
 * Opens an acceptance: the workspace's team lock first (the order every team write takes, so no deadlock with a
 * concurrent resend), then the invitation row, which makes acceptance single-use. Pending only: revoked reads as
 * invalid (404), accepted 409, expired 410, with the texts (docs/product-rules.md#invitations).
 */
export async function lockPendingInvitation(tx: Tx, found: { id: string; tenantId: string }, now: Date) {
  await lockTeam(tx, found.tenantId);
  const invitation = await getInvitationForUpdate(tx, found.tenantId, found.id, invitationNotFound);
  assertAcceptable(invitation, now);
  return invitation;
}

/** The answer for a link that cannot be accepted; also checked before any password is hashed (docs/product-rules.md#fixed-texts). */
export function assertAcceptable(invitation: Pick<Invitation, 'status' | 'expiresAt'>, now: Date): void {
  const state = invitationLinkState(invitation, now);
  if (state === 'invalid') throw invitationNotFound();
  if (state === 'accepted')
    throw new AppError('CONFLICT', AUTH_COPY.invitationAccepted, { details: { status: state } });
  if (state === 'expired') throw new AppError('GONE', AUTH_COPY.invitationExpired, { details: { status: state } });
}

/**
 * The invitation's seat becomes a member's: nothing changes in the count unless the plan shrank since the
 * invitation was sent, in which case joining is refused with the tier's LIMIT_EXCEEDED.
 */
export async function assertSeatForInvitee(tx: Tx, tenantId: string, now: Date): Promise<void> {
  await enforceLimit(tx, {
    tenantId,
    limit: 'maxUsers',
    now,
    countUsed: async (t) => (await countSeatsUsed(t, tenantId, now)) - 1,
  });
}

/**
 * The role record ("an invitation assigns its role within its tenant") and the invitation closed (docs/product-rules.md#invitations),
 * with the workspace's `member.joined` audit entry (the joiner as its actor).
 */
export async function completeAcceptance(
  tx: Tx,
  invitation: Invitation,
  joiner: { userId: string; source: AuditSource; method: 'password' | 'oauth' },
  now: Date,
): Promise<void> {
  const { userId } = joiner;
  await tx
    .insert(userRoles)
    .values({ userId, role: invitation.role, tenantId: invitation.tenantId })
    .onConflictDoUpdate({
      target: [userRoles.userId, userRoles.tenantId],
      set: { role: invitation.role, updatedAt: now },
    });
  const [closed] = await tx
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: now })
    .where(
      and(
        eq(invitations.tenantId, invitation.tenantId),
        eq(invitations.id, invitation.id),
        eq(invitations.status, 'pending'),
      ),
    )
    .returning({ id: invitations.id });
  if (!closed) throw new AppError('CONFLICT', AUTH_COPY.invitationAccepted);
  await recordAudit(tx, joiner.source, {
    action: 'member.joined',
    tenantId: invitation.tenantId,
    target: { type: 'user', id: userId, label: invitation.email },
    changes: { role: { before: null, after: invitation.role } },
    metadata: { via: 'invitation', method: joiner.method, invitationId: invitation.id },
  });
}
