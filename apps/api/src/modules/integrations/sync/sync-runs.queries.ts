import { integrationConnections, integrationSyncRuns, type IntegrationSyncRunRow, type Tx } from '@scopewright/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Jobs } from '../../../platform/jobs';
import { PSA_SYNC_QUEUE, type PsaSyncJobData } from './psa-sync-queue';

type NewRun = typeof integrationSyncRuns.$inferInsert;

export async function findConnectionRow(tx: Tx, tenantId: string, provider: string) {
  const [row] = await tx
    .select({ id: integrationConnections.id, settings: integrationConnections.settings })
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.tenantId, tenantId),
        eq(integrationConnections.provider, provider as 'connectwise'),
      ),
    );
  return row ?? null;
}

/**
 * Inserts a queued run and its job in the caller's transaction. A push of a quote already queued or running on
 * that connection (the partial unique index) inserts nothing and answers the active run with `created: false`.
 */
export async function queueRun(
  jobs: Pick<Jobs, 'enqueue'>,
  tx: Tx,
  run: NewRun,
): Promise<{ run: IntegrationSyncRunRow; created: boolean }> {
  const [inserted] = await tx
    .insert(integrationSyncRuns)
    .values({ ...run, status: 'queued' })
    .onConflictDoNothing({
      target: [integrationSyncRuns.tenantId, integrationSyncRuns.connectionId, integrationSyncRuns.quoteId],
      where: sql`kind = 'push' and status in ('queued', 'running')`,
    })
    .returning();
  if (inserted) {
    await enqueueRunJob(jobs, tx, inserted);
    return { run: inserted, created: true };
  }
  const [active] = await tx
    .select()
    .from(integrationSyncRuns)
    .where(
      and(
        eq(integrationSyncRuns.tenantId, run.tenantId),
        eq(integrationSyncRuns.connectionId, run.connectionId),
        eq(integrationSyncRuns.quoteId, run.quoteId ?? ''),
        eq(integrationSyncRuns.kind, 'push'),
        inArray(integrationSyncRuns.status, ['queued', 'running']),
      ),
    );
  if (!active) throw new Error('A PSA push conflicted with an active run that is gone');
  return { run: active, created: false };
}

export function enqueueRunJob(
  jobs: Pick<Jobs, 'enqueue'>,
  tx: Tx,
  run: Pick<IntegrationSyncRunRow, 'tenantId' | 'id'>,
  startAfterSeconds?: number,
): Promise<string> {
  const data: PsaSyncJobData = { tenantId: run.tenantId, runId: run.id };
  return jobs.enqueue(tx, PSA_SYNC_QUEUE, data, startAfterSeconds ? { startAfter: startAfterSeconds } : {});
}
