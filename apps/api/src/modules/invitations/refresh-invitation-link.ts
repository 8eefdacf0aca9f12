import { invitations, isUuid, type Tx } from '@scopewright/db';
import { EMAIL_LOG_COPY, INVITATION_VALIDITY_MS } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import type { LinkRefresher, LinkRefreshInput } from '../../platform/mail/link-refresher';
import { newSecretToken } from '../../platform/secret-token';
import { assertUnderHourlyLimit } from './invitation-context';
import { inviteUrl } from './invitation-token';

async function findInvitation(tx: Tx, input: LinkRefreshInput, forUpdate: boolean) {
  const id = input.metadata.invitation_id;
  if (!input.tenantId || !isUuid(id)) return null;
  const query = tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, input.tenantId), eq(invitations.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

type Invitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

function refusal(invitation: Invitation | null, now: Date): string | null {
  if (!invitation) return EMAIL_LOG_COPY.invitationGone;
  if (invitation.status === 'accepted') return EMAIL_LOG_COPY.invitationAccepted;
  if (invitation.status === 'revoked') return EMAIL_LOG_COPY.invitationRevoked;
  if (invitation.status === 'expired' || invitation.expiresAt <= now) return EMAIL_LOG_COPY.invitationExpired;
  return null;
}

/**
 * Resending a failed `user_invitation` email from the email log: the still-pending invitation gets a new token
 * (the old link stops working) and a fresh 7-day expiry, as Users → Resend does, and the resend counts toward
 * the sender's hourly invitation limit; it is in the workspace's audit log as a resent invitation.
 */
export const invitationLinkRefresher: LinkRefresher = {
  async check(tx, input) {
    return refusal(await findInvitation(tx, input, false), input.now);
  },
  async refresh(tx, input) {
    const invitation = await findInvitation(tx, input, true);
    const refused = refusal(invitation, input.now);
    if (refused || !invitation) throw new AppError('CONFLICT', refused ?? EMAIL_LOG_COPY.invitationGone);
    await assertUnderHourlyLimit(tx, input.actorUserId, input.now);
    const { token, tokenHash } = newSecretToken();
    await tx
      .update(invitations)
      .set({ tokenHash, expiresAt: new Date(input.now.getTime() + INVITATION_VALIDITY_MS) })
      .where(and(eq(invitations.tenantId, invitation.tenantId), eq(invitations.id, invitation.id)));
    if (input.audit) {
      await recordAudit(tx, input.audit, {
        action: 'member.invitation_resent',
        tenantId: invitation.tenantId,
        target: { type: 'invitation', id: invitation.id, label: invitation.email },
        metadata: { role: invitation.role, via: 'email_log' },
      });
    }
    return {
      templateData: { invite_url: inviteUrl(input.appUrl, token), invite_token: token },
      metadata: { event: 'resend', sent_by: input.actorUserId },
    };
  },
};
