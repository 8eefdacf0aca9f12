// A migrated, seeded scratch database on DATABASE_URL (the test server by default) with the runtime pool and a job
// queue handle that only enqueues: what the in-process benches (validation, lifecycle and billing crons) run a job
// against, as a worker would. Everything is stopped and the database dropped afterwards.
import { connectDatabase, connectOwner, migrateDatabase, seedDatabase, type Database } from '@scopewright/db';
import { createScratchDatabase } from '@scopewright/db/testing';
import { startJobs, type Jobs, type QueueDefinition } from '../apps/api/src/platform/jobs';
import { memoryLogger } from '../apps/api/src/testing/create-test-app';

export interface ScratchStack {
  /** The table owner's connection, for set-based seeding. */
  owner: Database;
  /** The runtime role's pool (RLS applies), as the API uses it. */
  database: Database;
  jobs: Jobs;
  logger: ReturnType<typeof memoryLogger>['logger'];
}

export async function withScratchStack<T>(
  name: string,
  queues: QueueDefinition[],
  run: (stack: ScratchStack) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchDatabase(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    name,
  );
  await migrateDatabase(scratch.url);
  const owner = connectOwner(scratch.url);
  await seedDatabase(owner, { demo: false });
  const database = connectDatabase(scratch.url, { max: 4, applicationName: 'scopewright-bench' });
  const { logger } = memoryLogger('warn');
  const jobs = await startJobs({ ownerUrl: scratch.url, logger, queues, worker: false });
  try {
    return await run({ owner, database, jobs, logger });
  } finally {
    await jobs.stop(2_000);
    await Promise.all([database.close(), owner.close()]);
    await scratch.drop();
  }
}
