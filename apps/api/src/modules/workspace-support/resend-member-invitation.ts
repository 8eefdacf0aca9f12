import { auditEvents, invitations, type Tx } from '@scopewright/db';
import { WORKSPACE_SUPPORT_COPY as COPY, type SupportReasonInput, type TenantDetail } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import type { MailContext } from '../../platform/mail/send-templated-email';
import { resendInvitation } from '../invitations';
import { inWorkspace, readTenantDetail } from './workspace-detail.queries';

export interface ResendDeps {
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
}

/** Whether this request already wrote `action` (the reused use case may record its own entry). */
async function alreadyRecorded(tx: Tx, requestId: string | undefined, action: string): Promise<boolean> {
  if (!requestId) return false;
  const [row] = await tx
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.requestId, requestId), eq(auditEvents.action, action)))
    .limit(1);
  return row !== undefined;
}

/**
 * POST /api/platform/workspaces/{id}/invitations/{invitationId}/resend: the invitations module's resend (a fresh
 * link and 7 days, the email queued) run for the workspace by the platform, in this transaction, with one
 * `member.invitation_resent` entry carrying the reason (the context carries it to any entry the resend writes).
 */
export async function resendMemberInvitation(
  ctx: UseCaseContext,
  deps: ResendDeps,
  tenantId: string,
  invitationId: string,
  input: SupportReasonInput,
  now = new Date(),
): Promise<TenantDetail> {
  return inWorkspace(ctx, tenantId, async (tx, tenant) => {
    const [before] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, invitationId)));
    if (!before) throw new AppError('NOT_FOUND', COPY.invitationNotFound);
    const admin = { ...ctx, tenantId, mail: deps.mail, appUrl: deps.appUrl, reason: input.reason };
    const { invitation } = await resendInvitation(admin, { id: invitationId }, now, tx);
    if (!(await alreadyRecorded(tx, ctx.requestId, 'member.invitation_resent'))) {
      await recordAudit(tx, admin, {
        action: 'member.invitation_resent',
        tenantId,
        target: { type: 'invitation', id: invitationId, label: before.email },
        changes: changedFields(
          { status: before.status, expiresAt: before.expiresAt.toISOString() },
          { status: invitation.status, expiresAt: invitation.expiresAt },
          ['status', 'expiresAt'],
        ),
        reason: input.reason,
      });
    }
    return readTenantDetail(tx, ctx, tenant, now);
  });
}
