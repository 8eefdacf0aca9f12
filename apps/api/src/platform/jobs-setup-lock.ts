import pg from 'pg';

const JOBS_SETUP_LOCK = 'scopewright:pgboss-setup';

/**
 * Runs pg-boss's set-up (its schema, queue partitions, grants) while holding a session advisory lock, so processes
 * starting together take turns: concurrent `createQueue` calls deadlock in PostgreSQL (40P01) and abort start-up.
 */
export async function withJobsSetupLock<T>(ownerUrl: string, setUp: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'scopewright-jobs-setup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [JOBS_SETUP_LOCK]);
    try {
      return await setUp();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [JOBS_SETUP_LOCK]);
    }
  } finally {
    await client.end();
  }
}
