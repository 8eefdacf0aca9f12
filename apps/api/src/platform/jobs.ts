import { CONNECTION_TIMEOUT_MS, isConnectionError, RUNTIME_ROLE, type Tx } from '@scopewright/db';
import PgBoss from 'pg-boss';
import { rootCause } from './database-unavailable';
import { withJobsSetupLock } from './jobs-setup-lock';
import type { Logger } from './logger';

export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

export interface JobsOptions {
  /** Owner connection: pg-boss creates and migrates its own schema. */
  ownerUrl: string;
  logger: Logger;
  queues: readonly QueueDefinition[];
  /** false: this process only enqueues (WORKER=off); no polling, maintenance or cron. */
  worker: boolean;
  pollingIntervalSeconds?: number;
}

export type Jobs = ReturnType<typeof createJobsFacade>;

/** pg-boss passes its options on to its own pg.Pool (its types leave these out). */
const POOL_GUARDS = { connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, keepAlive: true };

/** Starts pg-boss, creates the queues and lets the runtime role enqueue inside its own transactions. */
export async function startJobs({ ownerUrl, logger, queues, worker, pollingIntervalSeconds = 2 }: JobsOptions) {
  const boss = new PgBoss({
    connectionString: ownerUrl,
    application_name: 'scopewright-jobs',
    max: worker ? 4 : 2,
    supervise: worker,
    schedule: worker,
    ...POOL_GUARDS,
  });
  // pg-boss polls on through an outage; its pool errors are reported here and must never go unhandled.
  boss.on('error', (err) =>
    isConnectionError(err)
      ? logger.warn({ cause: rootCause(err) }, 'pg-boss: database unavailable')
      : logger.error({ err }, 'pg-boss error'),
  );
  await withJobsSetupLock(ownerUrl, async () => {
    await boss.start();
    for (const queue of queues) {
      await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
    }
    await grantRuntimeRole(boss);
  });
  return createJobsFacade(boss, { worker, pollingIntervalSeconds, logger });
}

async function grantRuntimeRole(boss: PgBoss) {
  // One statement batch under an advisory lock: concurrent GRANTs from several processes can fail with
  // "tuple concurrently updated". Default privileges cover queue partitions pg-boss creates later.
  await boss.getDb().executeSql(
    `BEGIN;
     SELECT pg_advisory_xact_lock(hashtext('scopewright:pgboss-grants'));
     GRANT USAGE ON SCHEMA pgboss TO ${RUNTIME_ROLE};
     GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA pgboss TO ${RUNTIME_ROLE};
     GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA pgboss TO ${RUNTIME_ROLE};
     GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pgboss TO ${RUNTIME_ROLE};
     ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT SELECT, INSERT ON TABLES TO ${RUNTIME_ROLE};
     COMMIT;`,
    [],
  );
}

interface QueryableClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's `db` option on the transaction's own connection, so the job commits or rolls back with it. */
function transactionDb(tx: Tx): PgBoss.Db {
  // drizzle keeps the checked-out pg client on the transaction's session; it has no public accessor.
  const client = (tx as unknown as { session?: { client?: QueryableClient } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('enqueue needs a node-postgres transaction');
  return { executeSql: (text, values) => client.query(text, values) };
}

function createJobsFacade(boss: PgBoss, opts: { worker: boolean; pollingIntervalSeconds: number; logger: Logger }) {
  return {
    boss,
    /** The transactional outbox: the job exists only if the caller's transaction commits. */
    async enqueue(tx: Tx, queue: string, data: object, options: Omit<PgBoss.SendOptions, 'db'> = {}): Promise<string> {
      const id = await boss.send(queue, data, { ...options, db: transactionDb(tx) });
      if (id === null)
        throw new Error(`Job not enqueued: queue "${queue}" does not exist or a singleton job is pending`);
      return id;
    },
    /** The outbox for a batch: many jobs of one queue in one statement, committed or rolled back with the caller. */
    async enqueueMany(tx: Tx, queue: string, data: readonly object[]): Promise<void> {
      if (data.length === 0) return;
      await boss.insert(
        data.map((item) => ({ name: queue, data: item })),
        { db: transactionDb(tx) },
      );
    },
    /** Registers a handler for one job at a time; a thrown error fails the job so pg-boss retries it. */
    async work<T extends object>(queue: string, handler: (job: PgBoss.Job<T>) => Promise<void>): Promise<void> {
      if (!opts.worker) return;
      let workerId: string | null = null;
      workerId = await boss.work<T>(
        queue,
        { pollingIntervalSeconds: opts.pollingIntervalSeconds, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job);
          // A job was there, so more may be: fetch again now rather than after the polling interval.
          if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
        },
      );
    },
    /** A cron schedule (UTC) for a queue; only worker processes schedule it (pg-boss then runs it once per tick). */
    async schedule(queue: string, cron: string, data: object = {}): Promise<void> {
      if (!opts.worker) return;
      await boss.schedule(queue, cron, data, { tz: 'UTC' });
    },
    /** Graceful: waits for active jobs (bounded by `timeoutMs`), then closes pg-boss's pool. */
    async stop(timeoutMs = 10_000): Promise<void> {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
