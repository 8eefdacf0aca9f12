import { sessions, supportSessions, tenants, type SupportSession, type Tx } from '@scopewright/db';
import { supportModeAt, WORKSPACE_SUPPORT_COPY as COPY, type SupportSessionState } from '@scopewright/domain';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { SESSION_CACHE_CHANNEL } from '../../platform/realtime/session-invalidation';

/** The auth session's open support session (locked), or null. Runs in the platform scope (withPlatform). */
export async function lockOpenSupport(tx: Tx, authSessionId: string): Promise<SupportSession | null> {
  const [row] = await tx
    .select()
    .from(supportSessions)
    .where(and(eq(supportSessions.authSessionId, authSessionId), isNull(supportSessions.endedAt)))
    .for('update');
  return row ?? null;
}

/** The open support session, or 409: there is nothing to switch or close. */
export async function lockOpenSupportOrThrow(tx: Tx, authSessionId: string): Promise<SupportSession> {
  const row = await lockOpenSupport(tx, authSessionId);
  if (!row) throw new AppError('CONFLICT', COPY.noSupport);
  return row;
}

/** Ends what a super admin left open on sessions that no longer exist (signed out, expired, revoked). */
export async function endOrphanedSupport(tx: Tx, superAdminUserId: string, now: Date): Promise<void> {
  await tx
    .update(supportSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(supportSessions.superAdminUserId, superAdminUserId),
        isNull(supportSessions.endedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(sessions)
            .where(sql`${sessions.id}::text = ${supportSessions.authSessionId}`),
        ),
      ),
    );
}

export async function tenantNameOf(tx: Tx, tenantId: string): Promise<string | null> {
  const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name ?? null;
}

/**
 * Every process drops its cached lookup of the auth session after commit (the session cache's own channel and
 * payload, ADR 0038), so the next request anywhere reads the support session as it now is.
 */
export async function notifySessionChanged(tx: Tx, authSessionId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSION_CACHE_CHANNEL}, ${`s:${authSessionId}`})`);
}

/** The support session as GET /api/me and the support routes report it. */
export function supportStateOf(row: SupportSession, tenantName: string, now: Date): SupportSessionState {
  const mode = supportModeAt(row, now);
  return {
    tenantId: row.tenantId,
    tenantName,
    mode,
    actUntil: mode === 'act' && row.actUntil ? row.actUntil.toISOString() : null,
  };
}

export const workspaceTarget = (tenantId: string, name: string | null) => ({
  type: 'workspace',
  id: tenantId,
  label: name,
});
