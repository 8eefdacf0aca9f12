import {
  integrationSyncEvents,
  integrationSyncRuns,
  withTenant,
  type DbClient,
  type IntegrationSyncRunRow,
  type Tx,
} from '@scopewright/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

type RunPatch = Partial<
  Pick<IntegrationSyncRunRow, 'status' | 'errorKind' | 'errorMessage' | 'psaMessage' | 'summary' | 'finishedAt'>
>;

export interface SyncEventInput {
  level?: 'info' | 'warning' | 'error';
  message: string;
  recordKey?: string | null;
  remoteId?: string | null;
  remoteUrl?: string | null;
  detail?: Record<string, unknown>;
}

const runWhere = (tenantId: string, runId: string) =>
  and(eq(integrationSyncRuns.tenantId, tenantId), eq(integrationSyncRuns.id, runId));

/**
 * Marks a queued (or, after a crash, still running) run as running and counts the attempt; null when the run is
 * gone or already finished, so a duplicate job does nothing.
 */
export async function startRun(db: DbClient, tenantId: string, runId: string): Promise<IntegrationSyncRunRow | null> {
  const [run] = await withTenant({ db, tenantId }, (tx) =>
    tx
      .update(integrationSyncRuns)
      .set({
        status: 'running',
        attempts: sql`${integrationSyncRuns.attempts} + 1`,
        startedAt: sql`coalesce(${integrationSyncRuns.startedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(and(runWhere(tenantId, runId), inArray(integrationSyncRuns.status, ['queued', 'running'])))
      .returning(),
  );
  return run ?? null;
}

export async function patchRun(tx: Tx, tenantId: string, runId: string, patch: RunPatch): Promise<void> {
  await tx
    .update(integrationSyncRuns)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(runWhere(tenantId, runId));
}

export async function updateRun(db: DbClient, tenantId: string, runId: string, patch: RunPatch): Promise<void> {
  await withTenant({ db, tenantId }, (tx) => patchRun(tx, tenantId, runId, patch));
}

export async function finishRun(
  db: DbClient,
  tenantId: string,
  runId: string,
  patch: RunPatch & { status: 'succeeded' | 'failed' | 'needs_confirmation' },
): Promise<void> {
  await updateRun(db, tenantId, runId, { finishedAt: new Date(), ...patch });
}

export async function logEvent(db: DbClient, tenantId: string, runId: string, event: SyncEventInput): Promise<void> {
  await withTenant({ db, tenantId }, (tx) =>
    tx.insert(integrationSyncEvents).values({ tenantId, runId, level: 'info', detail: {}, ...event }),
  );
}
