import { quoteVersions, type IntegrationSyncRunRow, type Tx } from '@scopewright/db';
import type { IntegrationProviderId } from '@scopewright/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Jobs } from '../../../platform/jobs';
import { findConnectionRow, queueRun } from './sync-runs.queries';

export interface EnqueuePsaPushInput {
  tenantId: string;
  quoteId: string;
  provider: IntegrationProviderId;
  trigger: 'manual' | 'acceptance';
  userId: string | null;
}

export type EnqueuedPush = { run: IntegrationSyncRunRow; created: boolean } | null;

/** The accepted version a push sends: the latest one accepted (a revision accepted later supersedes it). */
export async function acceptedVersionNo(tx: Tx, tenantId: string, quoteId: string): Promise<number | null> {
  const [row] = await tx
    .select({ versionNo: quoteVersions.versionNo })
    .from(quoteVersions)
    .where(
      and(
        eq(quoteVersions.tenantId, tenantId),
        eq(quoteVersions.quoteId, quoteId),
        eq(quoteVersions.status, 'accepted'),
      ),
    )
    .orderBy(desc(quoteVersions.versionNo))
    .limit(1);
  return row?.versionNo ?? null;
}

/**
 * Queues a push of the quote to the workspace's connection to `provider` in the caller's transaction (the run
 * row and its job commit with the business write, or neither does). null when that PSA is not connected; the
 * active run with `created: false` when one is already queued or running.
 */
export async function enqueuePsaPush(
  jobs: Pick<Jobs, 'enqueue'>,
  tx: Tx,
  input: EnqueuePsaPushInput,
): Promise<EnqueuedPush> {
  const connection = await findConnectionRow(tx, input.tenantId, input.provider);
  if (!connection) return null;
  return queueRun(jobs, tx, {
    tenantId: input.tenantId,
    connectionId: connection.id,
    kind: 'push',
    trigger: input.trigger,
    quoteId: input.quoteId,
    quoteVersionNo: await acceptedVersionNo(tx, input.tenantId, input.quoteId),
    createdBy: input.userId,
  });
}
