import type { QueueDefinition } from '../../../platform/jobs';

export const PSA_SYNC_QUEUE = 'psa-sync';
/** The daily pull: 04:00 UTC, before the working day in most of the Americas and Europe. */
export const PSA_PULL_CRON = '0 4 * * *';
export const PSA_PULL_SCHEDULE_QUEUE = 'psa-pull-schedule';

/** One push or pull run (its row in integration_sync_runs says which). */
export interface PsaSyncJobData {
  tenantId: string;
  runId: string;
}

/**
 * A PSA that is down or busy is retried with backoff (10 s doubling: ~10 min over 6 retries); a 429's
 * Retry-After is honoured by re-queueing the run to start after it. A push of 60 tasks takes ~130 calls.
 */
export const PSA_SYNC_QUEUE_DEFINITION: QueueDefinition = {
  name: PSA_SYNC_QUEUE,
  retryLimit: 6,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 900,
};

export const PSA_PULL_SCHEDULE_QUEUE_DEFINITION: QueueDefinition = {
  name: PSA_PULL_SCHEDULE_QUEUE,
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** Attempts of one run before it is marked failed (the first try and the queue's retries). */
export const MAX_RUN_ATTEMPTS = PSA_SYNC_QUEUE_DEFINITION.retryLimit + 1;
