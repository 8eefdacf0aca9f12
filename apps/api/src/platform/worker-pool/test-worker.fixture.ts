import { threadId } from 'node:worker_threads';
import { serveWorkerTasks } from './serve-worker-tasks';

export type TestTask = { kind: 'block'; ms: number } | { kind: 'crash' } | { kind: 'fail' };

/** A worker for the pool's tests: blocks its thread (like a render), crashes, or throws. */
serveWorkerTasks((task: TestTask) => {
  if (task.kind === 'crash') process.exit(3);
  if (task.kind === 'fail') throw new Error('the task failed');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.ms);
  return { threadId };
});
