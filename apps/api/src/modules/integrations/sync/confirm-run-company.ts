import { withTenant } from '@scopewright/db';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { AppError } from '../../../platform/errors';
import type { Jobs } from '../../../platform/jobs';
import { isUniqueViolation } from '../../../platform/unique-violation';
import { toSyncRun, type SyncRun } from './sync-docs';
import type { ConfirmCompanyInput } from './sync.routes';
import { getRunOrThrow } from './sync-reads.queries';
import { patchRun } from './sync-run-state';
import { enqueueRunJob } from './sync-runs.queries';

/** POST /api/integrations/runs/{runId}/confirm-company: the user's pick among the candidates, or a new company. */
export async function confirmRunCompany(
  ctx: TenantContext & { jobs: Pick<Jobs, 'enqueue'> },
  runId: string,
  input: ConfirmCompanyInput,
): Promise<SyncRun> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const { run, provider } = await getRunOrThrow(tx, ctx.tenantId, runId, true);
    if (run.status !== 'needs_confirmation') {
      throw new AppError('CONFLICT', 'This sync run does not wait for a company to be confirmed.');
    }
    const candidates = (run.summary.candidates ?? []) as { id: string }[];
    if ('companyId' in input && !candidates.some((candidate) => candidate.id === input.companyId)) {
      throw new AppError('VALIDATION', undefined, {
        details: [{ path: 'companyId', message: 'Pick one of the companies offered, or create a new one.' }],
      });
    }
    const summary = { ...run.summary, companyChoice: input };
    try {
      await tx.transaction((sp) => patchRun(sp, ctx.tenantId, run.id, { status: 'queued', finishedAt: null, summary }));
    } catch (error) {
      if (!isUniqueViolation(error, 'integration_sync_runs_one_active_push')) throw error;
      throw new AppError('CONFLICT', 'Another push of this quote is queued or running. Wait for it to finish.', {
        reason: 'push-running',
      });
    }
    await enqueueRunJob(ctx.jobs, tx, run);
    return toSyncRun({ ...run, status: 'queued', finishedAt: null, summary }, provider);
  });
}
