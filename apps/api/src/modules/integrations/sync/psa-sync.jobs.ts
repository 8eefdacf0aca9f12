import type { Jobs } from '../../../platform/jobs';
import { enqueueDailyPulls } from './enqueue-psa-pull';
import { PSA_PULL_CRON, PSA_PULL_SCHEDULE_QUEUE, PSA_SYNC_QUEUE, type PsaSyncJobData } from './psa-sync-queue';
import { runPsaSyncJob, type SyncJobDeps } from './run-psa-sync-job';

/** The worker side: runs queued pushes and pulls, and queues the daily pulls. */
export async function registerPsaSyncJobs(deps: SyncJobDeps & { jobs: Jobs }): Promise<void> {
  await deps.jobs.work<PsaSyncJobData>(PSA_SYNC_QUEUE, (job) => runPsaSyncJob(deps, job.data));
  await deps.jobs.work(PSA_PULL_SCHEDULE_QUEUE, async () => {
    const queued = await enqueueDailyPulls(deps);
    if (queued > 0) deps.logger.info({ queued }, 'daily PSA pulls queued');
  });
  await deps.jobs.schedule(PSA_PULL_SCHEDULE_QUEUE, PSA_PULL_CRON);
}
