import { withTenant, type Database } from '@scopewright/db';
import { createTenant, createTestDatabase, getTestDatabaseUrl } from '@scopewright/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../testing/create-test-app';
import { startJobs, type Jobs } from './jobs';

const QUEUE = 'test-outbox';
let database: Database;
let jobs: Jobs;
const ran: string[] = [];

beforeAll(async () => {
  database = createTestDatabase();
  jobs = await startJobs({
    ownerUrl: getTestDatabaseUrl(),
    logger: memoryLogger().logger,
    queues: [{ name: QUEUE, retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 30 }],
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  await jobs.work<{ marker: string }>(QUEUE, async (job) => {
    ran.push(job.data.marker);
  });
});

afterAll(async () => {
  await jobs?.stop(2_000);
  await database?.close();
});

const waitFor = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

describe('transactional outbox', () => {
  it('runs a job enqueued in a committed transaction exactly once, and never one from a rolled-back transaction', async () => {
    const tenant = await createTenant(database.db);
    await expect(
      withTenant({ db: database.db, tenantId: tenant.id }, async (tx) => {
        await jobs.enqueue(tx, QUEUE, { marker: 'rolled-back' });
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');

    const jobId = await withTenant({ db: database.db, tenantId: tenant.id }, (tx) =>
      jobs.enqueue(tx, QUEUE, { marker: 'committed' }),
    );
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

    await waitFor(() => ran.includes('committed'), 10_000);
    await new Promise((r) => setTimeout(r, 1_500)); // a few more polls: nothing else may arrive
    expect(ran).toEqual(['committed']);
    const job = await jobs.boss.getJobById(QUEUE, jobId);
    expect(job?.state).toBe('completed');
  });

  it('enqueues as the runtime role (RLS applies), not as the owner', async () => {
    const tenant = await createTenant(database.db);
    const role = await withTenant({ db: database.db, tenantId: tenant.id }, async (tx) => {
      await jobs.enqueue(tx, QUEUE, { marker: 'role-check' });
      const result = await tx.execute<{ current_user: string }>('select current_user');
      return result.rows[0]?.current_user;
    });
    expect(role).toBe('scopewright_app');
    await waitFor(() => ran.includes('role-check'), 10_000);
    expect(ran.filter((m) => m === 'role-check')).toHaveLength(1);
  });

  it('refuses to enqueue to a queue that does not exist', async () => {
    const tenant = await createTenant(database.db);
    await expect(
      withTenant({ db: database.db, tenantId: tenant.id }, (tx) => jobs.enqueue(tx, 'no-such-queue', {})),
    ).rejects.toThrow('queue "no-such-queue" does not exist');
  });

  it('drains a backlog job after job, without waiting a polling interval between them', async () => {
    const backlog = { name: 'test-backlog', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 30 };
    const slow = await startJobs({
      ownerUrl: getTestDatabaseUrl(),
      logger: memoryLogger().logger,
      queues: [backlog],
      worker: true,
      pollingIntervalSeconds: 5,
    });
    try {
      const handledAt: number[] = [];
      await slow.work(backlog.name, async () => {
        handledAt.push(Date.now());
      });
      const tenant = await createTenant(database.db);
      await withTenant({ db: database.db, tenantId: tenant.id }, async (tx) => {
        for (let i = 0; i < 5; i++) await slow.enqueue(tx, backlog.name, { i });
      });
      await waitFor(() => handledAt.length === 5, 15_000);
      expect(handledAt).toHaveLength(5);
      // One polling interval per job would be 20 s from the first to the last.
      expect(handledAt[4]! - handledAt[0]!).toBeLessThan(3_000);
    } finally {
      await slow.stop(2_000);
    }
  });
});
