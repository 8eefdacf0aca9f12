import { withPlatform } from '@scopewright/db';
import { DEBUG_COPY as COPY } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import type { PlatformHealthOptions } from './platform-health-options';

export interface RetriedJob {
  id: string;
  queue: string;
  state: 'retry';
}

/**
 * POST /api/platform/debug/jobs/{id}/retry: a failed job goes back to its queue (pg-boss `retry`, on its own owner
 * connection: the runtime role cannot change jobs). The audit entry is written first in a transaction that commits
 * only once pg-boss has moved the job; a job that is not failed (or was archived) is a 409.
 */
export async function retryFailedJob(
  ctx: UseCaseContext,
  options: PlatformHealthOptions | undefined,
  id: string,
): Promise<RetriedJob> {
  if (!options) throw new AppError('SERVICE_UNAVAILABLE', COPY.jobsUnavailable);
  const { boss } = options.jobs;
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const { rows } = await tx.execute<{ name: string; state: string; archived: boolean }>(sql`
      select name, state::text as state, false as archived from pgboss.job where id = ${id}::uuid
      union all
      select name, state::text, true from pgboss.archive where id = ${id}::uuid
      limit 1`);
    const job = rows[0];
    if (!job) throw new AppError('NOT_FOUND', COPY.jobNotFound);
    if (job.archived)
      throw new AppError('CONFLICT', job.state === 'failed' ? COPY.jobArchived : COPY.jobNotFailed(job.state));
    if (job.state !== 'failed') throw new AppError('CONFLICT', COPY.jobNotFailed(job.state));
    await recordAudit(tx, ctx, {
      action: 'platform.job_retried',
      tenantId: null,
      target: { type: 'job', id, label: job.name },
      metadata: { queue: job.name },
    });
    // pg-boss answers { affected } (its types say void): 0 when the job stopped being failed since the read.
    const result = (await boss.retry(job.name, id)) as unknown as { affected?: number } | undefined;
    if (result?.affected === 0) throw new AppError('CONFLICT', COPY.jobChanged);
    ctx.logger.info({ jobId: id, queue: job.name }, 'failed job retried');
    return { id, queue: job.name, state: 'retry' as const };
  });
}
