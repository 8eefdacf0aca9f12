import { newId, validationRuns, withPlatform, type DbClient } from '@scopewright/db';
import type { Jobs } from '../../platform/jobs';
import { PLATFORM_VALIDATION_QUEUE } from './platform-validation.queue';

/** A finished run (completed, nothing found): one to read without blocking a start. */
export async function createFinishedRun(db: DbClient): Promise<string> {
  const id = newId();
  await withPlatform({ db }, (tx) =>
    tx.insert(validationRuns).values({ id, trigger: 'manual', status: 'completed', finishedAt: new Date() }),
  );
  return id;
}

/**
 * A failed pg-boss job: a validation job for a run that does not exist (were a worker to run it again, it would do
 * nothing), failed at once with a two-line error.
 */
export async function createFailedJob(
  jobs: Pick<Jobs, 'boss'>,
  message = 'Planted failure\n    at nowhere',
): Promise<string> {
  const id = await jobs.boss.send(PLATFORM_VALIDATION_QUEUE, { runId: newId() }, { retryLimit: 0 });
  if (!id) throw new Error('createFailedJob: the job was not created');
  await jobs.boss.fail(PLATFORM_VALIDATION_QUEUE, id, new Error(message));
  return id;
}
