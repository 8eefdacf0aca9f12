import type { Config } from '../../env';
import type { Jobs } from '../../platform/jobs';

/** What Debug and Validation need besides the app's services (server.ts passes them; tests bring their own). */
export interface PlatformHealthOptions {
  /** The job queue: the validation run's outbox, and retries (pg-boss, on its owner connection). */
  jobs: Pick<Jobs, 'enqueue' | 'boss'>;
  /** Every queue this deployment creates (server.ts's list), counted on Debug even when empty. */
  queues: readonly string[];
  /** The parsed environment, shown masked on Debug; absent in tests that have none. */
  config?: Config;
  /** Embedded PostgreSQL (no DATABASE_URL) or an external server. */
  databaseMode: 'embedded' | 'external';
}
