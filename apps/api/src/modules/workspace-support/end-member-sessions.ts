import { sessions } from '@scopewright/db';
import type { SupportReasonInput, TenantDetail } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { inWorkspace, lockMember, memberTarget, readTenantDetail } from './workspace-detail.queries';

/**
 * POST /api/platform/workspaces/{id}/members/{userId}/end-sessions: every session of the member is deleted (Better
 * Auth's rows), so they are signed out on every device; the sessions trigger drops them from every process's
 * session cache and the router drops them from this one at once.
 */
export async function endMemberSessions(
  ctx: UseCaseContext,
  tenantId: string,
  userId: string,
  input: SupportReasonInput,
  now = new Date(),
): Promise<TenantDetail> {
  return inWorkspace(ctx, tenantId, async (tx, tenant) => {
    const member = await lockMember(tx, tenantId, userId);
    const ended = await tx.delete(sessions).where(eq(sessions.userId, member.id)).returning({ id: sessions.id });
    await recordAudit(tx, ctx, {
      action: 'member.sessions_ended',
      tenantId,
      target: memberTarget(member),
      changes: changedFields({ sessions: ended.length }, { sessions: 0 }, ['sessions']),
      reason: input.reason,
      metadata: { ended: ended.length },
    });
    return readTenantDetail(tx, ctx, tenant, now);
  });
}
