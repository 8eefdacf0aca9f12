import { VALIDATION_STALE_AFTER_MINUTES } from '@scopewright/domain';
import type { QueueDefinition } from '../../platform/jobs';

export const PLATFORM_VALIDATION_QUEUE = 'platform-validation';
/** Nightly at 03:17 UTC, off the hourly crons' minutes. */
export const PLATFORM_VALIDATION_CRON = '17 3 * * *';

/** No retries: a failed run is recorded on the run and started again by hand; it expires when it would go stale. */
export const PLATFORM_VALIDATION_QUEUE_DEFINITION: QueueDefinition = {
  name: PLATFORM_VALIDATION_QUEUE,
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: VALIDATION_STALE_AFTER_MINUTES * 60,
};
