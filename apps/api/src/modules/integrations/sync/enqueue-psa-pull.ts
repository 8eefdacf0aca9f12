import {
  integrationConnections,
  integrationSyncRuns,
  withPlatform,
  withTenant,
  type Database,
  type Tx,
} from '@scopewright/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Jobs } from '../../../platform/jobs';
import { queueRun } from './sync-runs.queries';

/** Queues a pull of the connection's companies unless one is already queued or running (then that one). */
export async function enqueuePsaPull(
  jobs: Pick<Jobs, 'enqueue'>,
  tx: Tx,
  input: { tenantId: string; connectionId: string; trigger: 'manual' | 'schedule'; userId: string | null },
) {
  const [active] = await tx
    .select()
    .from(integrationSyncRuns)
    .where(
      and(
        eq(integrationSyncRuns.tenantId, input.tenantId),
        eq(integrationSyncRuns.connectionId, input.connectionId),
        eq(integrationSyncRuns.kind, 'pull'),
        inArray(integrationSyncRuns.status, ['queued', 'running']),
      ),
    )
    .for('update');
  if (active) return { run: active, created: false };
  return queueRun(jobs, tx, {
    tenantId: input.tenantId,
    connectionId: input.connectionId,
    kind: 'pull',
    trigger: input.trigger,
    createdBy: input.userId,
  });
}

/** The daily schedule: one pull per connection whose pull schedule is daily (of the given workspaces, or all). */
export async function enqueueDailyPulls(
  deps: { database: Pick<Database, 'db'>; jobs: Pick<Jobs, 'enqueue'> },
  tenantIds?: readonly string[],
) {
  const due = await withPlatform(deps.database, (tx) =>
    tx
      .select({ tenantId: integrationConnections.tenantId, id: integrationConnections.id })
      .from(integrationConnections)
      .where(
        and(
          sql`${integrationConnections.settings} ->> 'pullSchedule' = 'daily'`,
          tenantIds ? inArray(integrationConnections.tenantId, [...tenantIds]) : undefined,
        ),
      ),
  );
  let queued = 0;
  for (const connection of due) {
    const { created } = await withTenant({ db: deps.database.db, tenantId: connection.tenantId }, (tx) =>
      enqueuePsaPull(deps.jobs, tx, {
        tenantId: connection.tenantId,
        connectionId: connection.id,
        trigger: 'schedule',
        userId: null,
      }),
    );
    if (created) queued += 1;
  }
  return queued;
}
