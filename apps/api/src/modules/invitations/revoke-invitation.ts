import { invitations, withTenant } from '@scopewright/db';
import { INVITATION_COPY, type InvitationView } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { assertStillManages } from '../team';
import { getInvitationForUpdate, selectInvitations, toInvitationView } from './invitations.queries';

/** DELETE /api/invitations/{id}: the link then reads as invalid. Revoking twice is harmless; accepted is final. */
export async function revokeInvitation(
  ctx: TenantContext,
  input: { id: string },
  now = new Date(),
): Promise<{ invitation: InvitationView }> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await assertStillManages(tx, ctx);
    const invitation = await getInvitationForUpdate(tx, tenantId, input.id);
    if (invitation.status === 'accepted') throw new AppError('CONFLICT', INVITATION_COPY.alreadyAccepted);
    if (invitation.status !== 'revoked') {
      await tx
        .update(invitations)
        .set({ status: 'revoked' })
        .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, invitation.id)));
      await recordAudit(tx, ctx, {
        action: 'member.invitation_revoked',
        tenantId,
        target: { type: 'invitation', id: invitation.id, label: invitation.email },
        metadata: { role: invitation.role },
      });
    }
    const [row] = await selectInvitations(tx, tenantId, invitation.id);
    if (!row) throw new AppError('NOT_FOUND');
    return { invitation: toInvitationView(row, now) };
  });
}
