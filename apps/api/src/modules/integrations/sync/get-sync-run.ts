import { integrationSyncEvents, withTenant } from '@scopewright/db';
import { and, asc, eq } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { AppError } from '../../../platform/errors';
import { toSyncEvent, toSyncRun } from './sync-docs';
import { getRunOrThrow } from './sync-reads.queries';

/** GET /api/integrations/runs/{runId}: a push for the quote's readers, a pull for admins only. */
export async function getSyncRun(ctx: TenantContext, runId: string) {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const { run, provider } = await getRunOrThrow(tx, ctx.tenantId, runId);
    if (run.kind === 'pull' && ctx.actor.profile?.role !== 'msp_admin') {
      throw new AppError('FORBIDDEN', 'Only an admin can read the import log.');
    }
    const events = await tx
      .select()
      .from(integrationSyncEvents)
      .where(and(eq(integrationSyncEvents.tenantId, ctx.tenantId), eq(integrationSyncEvents.runId, run.id)))
      .orderBy(asc(integrationSyncEvents.createdAt), asc(integrationSyncEvents.id));
    return { ...toSyncRun(run, provider), events: events.map(toSyncEvent) };
  });
}
