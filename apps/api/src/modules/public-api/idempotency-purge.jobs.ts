import { apiIdempotencyKeys, withPlatform, type Database } from '@scopewright/db';
import { inArray, lt } from 'drizzle-orm';
import type { Jobs, QueueDefinition } from '../../platform/jobs';
import type { Logger } from '../../platform/logger';
import { IDEMPOTENCY_WINDOW_MS } from './idempotency';

export const IDEMPOTENCY_PURGE_QUEUE = 'api-idempotency-purge';
/** Hourly: first answers are kept 24 hours, so the table holds about a day of POSTs and no more. */
export const IDEMPOTENCY_PURGE_CRON = '23 * * * *';
const BATCH = 5_000;

export const IDEMPOTENCY_PURGE_QUEUE_DEFINITION: QueueDefinition = {
  name: IDEMPOTENCY_PURGE_QUEUE,
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
};

/** Deletes the first answers older than the window, in batches (each a short transaction). Safe to run twice. */
export async function purgeIdempotencyKeys(database: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  let purged = 0;
  for (;;) {
    const deleted = await withPlatform({ db: database.db }, async (tx) => {
      const old = tx
        .select({ id: apiIdempotencyKeys.id })
        .from(apiIdempotencyKeys)
        .where(lt(apiIdempotencyKeys.createdAt, before))
        .limit(BATCH);
      return (
        await tx
          .delete(apiIdempotencyKeys)
          .where(inArray(apiIdempotencyKeys.id, old))
          .returning({ id: apiIdempotencyKeys.id })
      ).length;
    });
    purged += deleted;
    if (deleted < BATCH) return purged;
  }
}

export async function registerIdempotencyPurgeJob(deps: { database: Database; jobs: Jobs; logger: Logger }) {
  await deps.jobs.work(IDEMPOTENCY_PURGE_QUEUE, async () => {
    const purged = await purgeIdempotencyKeys(deps.database);
    if (purged > 0) deps.logger.info({ purged }, 'expired idempotency keys purged');
  });
  await deps.jobs.schedule(IDEMPOTENCY_PURGE_QUEUE, IDEMPOTENCY_PURGE_CRON);
}
