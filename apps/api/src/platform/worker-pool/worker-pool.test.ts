import { afterEach, describe, expect, it } from 'vitest';
import type { TestTask } from './test-worker.fixture';
import { WorkerPool, type WorkerPoolOptions } from './worker-pool';

const pools: WorkerPool<TestTask, { threadId: number }>[] = [];

function testPool(options: Partial<WorkerPoolOptions> = {}) {
  const pool = new WorkerPool<TestTask, { threadId: number }>({
    entry: new URL('./test-worker.fixture.ts', import.meta.url),
    size: 2,
    queueLimit: 3,
    timeoutMs: 20_000,
    ...options,
  });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('WorkerPool', () => {
  it('runs at most `size` tasks at once, queues up to the limit and refuses one more with 503', async () => {
    const pool = testPool();
    const accepted = Array.from({ length: 5 }, () => pool.run({ kind: 'block', ms: 300 }));
    expect(pool.stats()).toEqual({ workers: 2, running: 2, queued: 3 });
    await expect(pool.run({ kind: 'block', ms: 1 })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      retryAfterSeconds: 5,
    });
    const threads = new Set((await Promise.all(accepted)).map((result) => result.threadId));
    expect(threads.size).toBe(2);
    expect(pool.stats()).toEqual({ workers: 2, running: 0, queued: 0 });
  });

  it('fails the task of a worker that crashes and serves the next task with a new worker', async () => {
    const pool = testPool({ size: 1 });
    const before = await pool.run({ kind: 'block', ms: 1 });
    await expect(pool.run({ kind: 'crash' })).rejects.toThrow(/exit code 3/);
    const after = await pool.run({ kind: 'block', ms: 1 });
    expect(after.threadId).not.toBe(before.threadId);
  });

  it('ends a worker whose task overruns its time, and keeps serving', async () => {
    const pool = testPool({ size: 1, timeoutMs: 2_000 });
    await pool.run({ kind: 'block', ms: 1 });
    await expect(pool.run({ kind: 'block', ms: 60_000 })).rejects.toThrow(/longer than 2000 ms/);
    await expect(pool.run({ kind: 'block', ms: 1 })).resolves.toHaveProperty('threadId');
  });

  it('passes a task error back without losing the worker', async () => {
    const pool = testPool({ size: 1 });
    const before = await pool.run({ kind: 'block', ms: 1 });
    await expect(pool.run({ kind: 'fail' })).rejects.toThrow('the task failed');
    expect((await pool.run({ kind: 'block', ms: 1 })).threadId).toBe(before.threadId);
  });

  it('fails a task whose input cannot be sent to a worker, and runs the next', async () => {
    const pool = testPool({ size: 1 });
    const unsendable = { kind: 'block', ms: 1, callback: () => 1 } as unknown as TestTask;
    await expect(pool.run(unsendable)).rejects.toThrow(/could not be cloned/);
    await expect(pool.run({ kind: 'block', ms: 1 })).resolves.toHaveProperty('threadId');
  });

  it('close() ends the workers, fails waiting tasks and refuses new ones', async () => {
    const pool = testPool({ size: 1 });
    const running = pool.run({ kind: 'block', ms: 60_000 });
    const waiting = pool.run({ kind: 'block', ms: 1 });
    const outcomes = Promise.allSettled([running, waiting]);
    await pool.close();
    const [ran, waited] = await outcomes;
    expect(ran).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/stopped/) } });
    expect(waited).toMatchObject({ status: 'rejected', reason: { code: 'SERVICE_UNAVAILABLE' } });
    await expect(pool.run({ kind: 'block', ms: 1 })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(pool.stats().workers).toBe(0);
  });
});
