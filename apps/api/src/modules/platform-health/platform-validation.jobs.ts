import type { Database } from '@scopewright/db';
import { AppError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Logger } from '../../platform/logger';
import { deleteOldHeartbeats } from './heartbeats';
import { PLATFORM_VALIDATION_CRON, PLATFORM_VALIDATION_QUEUE } from './platform-validation.queue';
import { executeValidationRun } from './run-validation';
import { startValidationRun } from './start-validation-run';

export interface PlatformValidationJobDeps {
  database: Database;
  jobs: Jobs;
  logger: Logger;
}

/**
 * One queue, two kinds of job: `{ runId }` runs a started run's checks; the nightly cron's empty job starts a
 * `nightly` run (which queues the first kind) and deletes week-old heartbeats. A nightly start while a run is in
 * progress is skipped.
 */
export async function handlePlatformValidationJob(
  deps: Omit<PlatformValidationJobDeps, 'jobs'> & { jobs: Pick<Jobs, 'enqueue'> },
  data: { runId?: unknown },
): Promise<void> {
  if (typeof data.runId === 'string') {
    await executeValidationRun(deps, data.runId);
    return;
  }
  const removed = await deleteOldHeartbeats(deps.database);
  if (removed > 0) deps.logger.info({ removed }, 'old process heartbeats deleted');
  try {
    await startValidationRun(deps, { trigger: 'nightly', source: null });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    deps.logger.info({ reason: error.message }, 'nightly validation run skipped');
  }
}

export async function registerPlatformValidationJob(deps: PlatformValidationJobDeps): Promise<void> {
  await deps.jobs.work<{ runId?: unknown }>(PLATFORM_VALIDATION_QUEUE, (job) =>
    handlePlatformValidationJob(deps, job.data),
  );
  await deps.jobs.schedule(PLATFORM_VALIDATION_QUEUE, PLATFORM_VALIDATION_CRON);
}
