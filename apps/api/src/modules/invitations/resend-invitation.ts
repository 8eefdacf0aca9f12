import { personId } from '../../platform/access/actor';
import { invitations, withTenant, type Tx } from '@scopewright/db';
import { AUTH_COPY, INVITATION_COPY, INVITATION_VALIDITY_MS, type InvitationView } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { enforceLimit } from '../../platform/access/enforce-limit';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { assertStillManages, countSeatsUsed, lockTeam } from '../team';
import { actorDisplayName } from '../../platform/access/actor-display-name';
import { assertUnderHourlyLimit, type InvitationAdminContext } from './invitation-context';
import { newSecretToken } from '../../platform/secret-token';
import {
  findTenantName,
  getInvitationForUpdate,
  hasActiveInvitation,
  selectInvitations,
  toInvitationView,
} from './invitations.queries';
import { queueInvitationEmail } from './queue-invitation-email';

/**
 * POST /api/invitations/{id}/resend: a new token (the old link stops working) and a fresh 7-day expiry, emailed
 * again; it counts toward the sender's hourly limit. An expired invitation takes a seat again, so the tier's
 * limit is checked for it. `inTx` runs it in the caller's transaction of the same workspace (the super admin's
 * console resends an invitation and records its audit entry beside it: modules/workspace-support).
 */
export async function resendInvitation(
  ctx: InvitationAdminContext,
  input: { id: string },
  now = new Date(),
  inTx?: Tx,
): Promise<{ invitation: InvitationView }> {
  const { tenantId } = ctx;
  const transaction = <T>(work: (tx: Tx) => Promise<T>) =>
    inTx ? work(inTx) : withTenant({ db: ctx.database.db, tenantId }, work);
  return transaction(async (tx) => {
    await lockTeam(tx, tenantId);
    await assertStillManages(tx, ctx);
    const invitation = await getInvitationForUpdate(tx, tenantId, input.id);
    if (invitation.status !== 'pending' && invitation.status !== 'expired') {
      throw new AppError('CONFLICT', INVITATION_COPY.notPending, { details: { status: invitation.status } });
    }
    await assertUnderHourlyLimit(tx, personId(ctx.actor), now);
    const holdsSeat = invitation.status === 'pending' && invitation.expiresAt > now;
    if (!holdsSeat) {
      if (await hasActiveInvitation(tx, { tenantId, email: invitation.email, now, exceptId: invitation.id })) {
        throw new AppError('CONFLICT', AUTH_COPY.invitationDuplicate);
      }
      await enforceLimit(tx, { tenantId, limit: 'maxUsers', now, countUsed: (t) => countSeatsUsed(t, tenantId, now) });
    }

    const { token, tokenHash } = newSecretToken();
    await tx
      .update(invitations)
      .set({ tokenHash, status: 'pending', expiresAt: new Date(now.getTime() + INVITATION_VALIDITY_MS) })
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, invitation.id)));
    await queueInvitationEmail(
      tx,
      { mail: ctx.mail, appUrl: ctx.appUrl, logger: ctx.logger },
      {
        invitationId: invitation.id,
        tenantId,
        email: invitation.email,
        name: invitation.name,
        role: invitation.role,
        token,
        companyName: await findTenantName(tx, tenantId),
        inviterName: actorDisplayName(ctx),
        sentBy: personId(ctx.actor),
        event: 'resend',
      },
    );
    await recordAudit(tx, ctx, {
      action: 'member.invitation_resent',
      tenantId,
      target: { type: 'invitation', id: invitation.id, label: invitation.email },
      metadata: { role: invitation.role, wasExpired: !holdsSeat },
    });
    const [row] = await selectInvitations(tx, tenantId, invitation.id);
    if (!row) throw new AppError('NOT_FOUND');
    return { invitation: toInvitationView(row, now) };
  });
}
