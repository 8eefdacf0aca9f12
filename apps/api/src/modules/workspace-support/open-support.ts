import { newId, supportSessions, withPlatform } from '@scopewright/db';
import { WORKSPACE_SUPPORT_COPY as COPY, type OpenSupportInput, type SupportSessionState } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { personId } from '../../platform/access/actor';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/unique-violation';
import {
  endOrphanedSupport,
  lockOpenSupport,
  notifySessionChanged,
  supportStateOf,
  tenantNameOf,
  workspaceTarget,
} from './support-session.queries';

/**
 * POST /api/platform/support: the caller's auth session opens the workspace as support, read-only (`view`). One is
 * open per auth session: opening another closes the previous one. From the next request the super admin's actor
 * has the workspace (platform/auth/session-lookup.ts reads it for super admins only).
 */
export async function openSupport(
  ctx: UseCaseContext,
  input: OpenSupportInput,
  now = new Date(),
): Promise<{ support: SupportSessionState }> {
  const superAdminUserId = personId(ctx.actor);
  const authSessionId = ctx.actor.sessionId;
  try {
    return await withPlatform({ db: ctx.database.db }, async (tx) => {
      const tenantName = await tenantNameOf(tx, input.tenantId);
      if (tenantName === null) throw new AppError('NOT_FOUND', COPY.notFound);
      await endOrphanedSupport(tx, superAdminUserId, now);
      const previous = await lockOpenSupport(tx, authSessionId);
      if (previous) {
        await tx.update(supportSessions).set({ endedAt: now }).where(eq(supportSessions.id, previous.id));
        await recordAudit(tx, ctx, {
          action: 'support.closed',
          tenantId: previous.tenantId,
          target: workspaceTarget(previous.tenantId, await tenantNameOf(tx, previous.tenantId)),
          metadata: { supportSessionId: previous.id, switchedTo: input.tenantId },
        });
      }
      const [row] = await tx
        .insert(supportSessions)
        .values({
          id: newId(),
          tenantId: input.tenantId,
          superAdminUserId,
          authSessionId,
          reason: input.reason,
          mode: 'view',
          startedAt: now,
        })
        .returning();
      if (!row) throw new Error('openSupport: the insert returned no row');
      await recordAudit(tx, ctx, {
        action: 'support.opened',
        tenantId: input.tenantId,
        target: workspaceTarget(input.tenantId, tenantName),
        changes: { mode: { before: null, after: 'view' } },
        reason: input.reason,
        metadata: { supportSessionId: row.id },
      });
      await notifySessionChanged(tx, authSessionId);
      return { support: supportStateOf(row, tenantName, now) };
    });
  } catch (error) {
    // Two opens on one auth session at the same instant: the unique open row keeps the first.
    if (isUniqueViolation(error, 'support_sessions_open_unique')) throw new AppError('CONFLICT', COPY.openedTwice);
    throw error;
  }
}
