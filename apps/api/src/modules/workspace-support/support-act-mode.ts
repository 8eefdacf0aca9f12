import { supportSessions, withPlatform } from '@scopewright/db';
import { supportModeAt, type SupportActInput, type SupportSessionState } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import {
  lockOpenSupportOrThrow,
  notifySessionChanged,
  supportStateOf,
  tenantNameOf,
  workspaceTarget,
} from './support-session.queries';

const modeFields = (row: { mode: string; actUntil: Date | null }) => ({
  mode: row.mode,
  actUntil: row.actUntil?.toISOString() ?? null,
});

/**
 * POST /api/platform/support/act: writes are allowed for `minutes` (5–60) from now; the workspace's own writes
 * then happen as they would for its members (their own audit entries, actor kind super_admin). Past `actUntil`
 * the session is read-only again by itself (platform/access/support-read-only.ts).
 */
export async function startSupportAct(
  ctx: UseCaseContext,
  input: SupportActInput,
  now = new Date(),
): Promise<{ support: SupportSessionState }> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const open = await lockOpenSupportOrThrow(tx, ctx.actor.sessionId);
    const actUntil = new Date(now.getTime() + input.minutes * 60_000);
    const [row] = await tx
      .update(supportSessions)
      .set({ mode: 'act', actUntil, actReason: input.reason })
      .where(eq(supportSessions.id, open.id))
      .returning();
    const tenantName = (await tenantNameOf(tx, open.tenantId)) ?? '';
    await recordAudit(tx, ctx, {
      action: 'support.act_started',
      tenantId: open.tenantId,
      target: workspaceTarget(open.tenantId, tenantName),
      changes: changedFields(modeFields(open), modeFields(row ?? open), ['mode', 'actUntil']),
      reason: input.reason,
      metadata: { supportSessionId: open.id, minutes: input.minutes },
    });
    await notifySessionChanged(tx, ctx.actor.sessionId);
    return { support: supportStateOf(row ?? open, tenantName, now) };
  });
}

/** DELETE /api/platform/support/act: back to read-only now (an act mode that already ran out is closed too). */
export async function endSupportAct(ctx: UseCaseContext, now = new Date()): Promise<{ support: SupportSessionState }> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const open = await lockOpenSupportOrThrow(tx, ctx.actor.sessionId);
    const tenantName = (await tenantNameOf(tx, open.tenantId)) ?? '';
    if (open.mode === 'view') return { support: supportStateOf(open, tenantName, now) };
    const [row] = await tx
      .update(supportSessions)
      .set({ mode: 'view', actUntil: null })
      .where(eq(supportSessions.id, open.id))
      .returning();
    await recordAudit(tx, ctx, {
      action: 'support.act_ended',
      tenantId: open.tenantId,
      target: workspaceTarget(open.tenantId, tenantName),
      changes: changedFields(modeFields(open), modeFields(row ?? open), ['mode', 'actUntil']),
      metadata: { supportSessionId: open.id, expired: supportModeAt(open, now) === 'view' },
    });
    await notifySessionChanged(tx, ctx.actor.sessionId);
    return { support: supportStateOf(row ?? open, tenantName, now) };
  });
}
