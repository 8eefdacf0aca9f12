import { supportSessions, withPlatform } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { lockOpenSupport, notifySessionChanged, tenantNameOf, workspaceTarget } from './support-session.queries';

/**
 * DELETE /api/platform/support: the auth session leaves the workspace it had open as support (and act mode with
 * it). Nothing open is nothing to do: the answer is the same.
 */
export async function closeSupport(ctx: UseCaseContext, now = new Date()): Promise<{ support: null }> {
  await withPlatform({ db: ctx.database.db }, async (tx) => {
    const open = await lockOpenSupport(tx, ctx.actor.sessionId);
    if (!open) return;
    await tx.update(supportSessions).set({ endedAt: now }).where(eq(supportSessions.id, open.id));
    await recordAudit(tx, ctx, {
      action: 'support.closed',
      tenantId: open.tenantId,
      target: workspaceTarget(open.tenantId, await tenantNameOf(tx, open.tenantId)),
      metadata: { supportSessionId: open.id, minutes: Math.round((now.getTime() - open.startedAt.getTime()) / 60_000) },
    });
    await notifySessionChanged(tx, ctx.actor.sessionId);
  });
  return { support: null };
}
