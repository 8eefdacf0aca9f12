import type { Database, Tx } from '@scopewright/db';
import type { Jobs, QueueDefinition } from '../../platform/jobs';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { ensureSignedPdf } from './signed-pdf';

export const SIGNED_PDF_QUEUE = 'signed-pdf';

export interface SignedPdfJobData {
  tenantId: string;
  versionId: string;
}

/** Retried with backoff (5 s doubling, ~20 min in all); readers render on demand meanwhile; start-up sweeps leftovers. */
export const SIGNED_PDF_QUEUE_DEFINITION: QueueDefinition = {
  name: SIGNED_PDF_QUEUE,
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
};

/** Queued in the acceptance's transaction (outbox): the job exists exactly when the acceptance does. */
export function enqueueSignedPdf(jobs: Pick<Jobs, 'enqueue'>, tx: Tx, data: SignedPdfJobData): Promise<string> {
  return jobs.enqueue(tx, SIGNED_PDF_QUEUE, data);
}

export async function registerSignedPdfJob(deps: { database: Database; jobs: Jobs; logger: Logger }): Promise<void> {
  await deps.jobs.work<SignedPdfJobData>(SIGNED_PDF_QUEUE, async (job) => {
    const { tenantId, versionId } = job.data;
    const started = performance.now();
    try {
      await ensureSignedPdf(deps.database.db, tenantId, versionId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return;
      throw error;
    }
    deps.logger.info({ versionId, ms: Math.round(performance.now() - started) }, 'signed PDF stored');
  });
}
