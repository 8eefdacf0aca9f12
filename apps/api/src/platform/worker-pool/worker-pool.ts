import type { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import { spawnWorker } from './spawn-worker';
import type { WorkerReply, WorkerTask } from './worker-messages';

export interface WorkerPoolOptions {
  /** The worker's entry module (it calls serveWorkerTasks). */
  entry: URL;
  /** Workers at most, so at most this many tasks run at once; workers start on demand. */
  size: number;
  /** Tasks waiting for a free worker at most; one more is refused with 503 and Retry-After. */
  queueLimit: number;
  /** A task running longer (from its worker's readiness) fails and its worker is ended; the next gets a new one. */
  timeoutMs: number;
}

export const POOL_BUSY_RETRY_AFTER_SECONDS = 5;

interface Job<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

interface Slot<In, Out> {
  worker: Worker;
  job: Job<In, Out> | null;
  taskId: number;
  ready: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * A small pool of worker threads with bounded concurrency and a bounded queue. A worker that crashes, exits or
 * overruns its task's time is dropped, its task fails, and the next task starts a fresh worker. Idle workers do
 * not keep the process alive; close() ends them all.
 */
export class WorkerPool<In, Out> {
  private readonly slots = new Set<Slot<In, Out>>();
  private readonly queue: Job<In, Out>[] = [];
  private nextTaskId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  run(input: In): Promise<Out> {
    if (this.closed) return Promise.reject(new AppError('SERVICE_UNAVAILABLE'));
    if (this.queue.length >= this.options.queueLimit) {
      const busy = new AppError('SERVICE_UNAVAILABLE', 'Too many documents are being prepared. Please try again.', {
        retryAfterSeconds: POOL_BUSY_RETRY_AFTER_SECONDS,
      });
      return Promise.reject(busy);
    }
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers alive, tasks running, tasks waiting. */
  stats() {
    const running = [...this.slots].filter((slot) => slot.job).length;
    return { workers: this.slots.size, running, queued: this.queue.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new AppError('SERVICE_UNAVAILABLE'));
    const workers = [...this.slots].map((slot) => slot.worker);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch() {
    while (this.queue.length > 0 && !this.closed) {
      let slot = [...this.slots].find((candidate) => !candidate.job);
      if (!slot) {
        if (this.slots.size >= this.options.size) return;
        slot = this.spawn();
      }
      this.start(slot, this.queue.shift() as Job<In, Out>);
    }
  }

  private spawn(): Slot<In, Out> {
    const slot: Slot<In, Out> = { worker: spawnWorker(this.options.entry), job: null, taskId: 0, ready: false };
    slot.worker.unref();
    slot.worker.on('message', (reply: WorkerReply<Out>) => this.settle(slot, reply));
    slot.worker.on('error', (error) => this.drop(slot, error));
    slot.worker.on('exit', (code) => this.drop(slot, new Error(`The worker stopped (exit code ${code}).`)));
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot<In, Out>, job: Job<In, Out>) {
    slot.job = job;
    slot.taskId = this.nextTaskId++;
    slot.worker.ref();
    if (slot.ready) this.startClock(slot);
    const task: WorkerTask<In> = { id: slot.taskId, input: job.input };
    try {
      slot.worker.postMessage(task);
    } catch (error) {
      // An input that cannot be cloned (a function, a socket) fails its own task only.
      this.release(slot);
      job.reject(error);
    }
  }

  private startClock(slot: Slot<In, Out>) {
    slot.timer = setTimeout(() => {
      this.drop(slot, new Error(`The task took longer than ${this.options.timeoutMs} ms.`));
      void slot.worker.terminate();
    }, this.options.timeoutMs);
  }

  private settle(slot: Slot<In, Out>, reply: WorkerReply<Out>) {
    if ('ready' in reply) {
      slot.ready = true;
      if (slot.job) this.startClock(slot);
      return;
    }
    const job = slot.job;
    if (!job || reply.id !== slot.taskId) return;
    this.release(slot);
    if (reply.ok) job.resolve(reply.output);
    else job.reject(new Error(reply.message));
    this.dispatch();
  }

  private release(slot: Slot<In, Out>) {
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
  }

  /** The worker is gone or going: its task fails and a later task gets a new worker. */
  private drop(slot: Slot<In, Out>, error: unknown) {
    if (!this.slots.delete(slot)) return;
    const job = slot.job;
    this.release(slot);
    job?.reject(error);
    this.dispatch();
  }
}
