import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerTask } from './worker-messages';

/** The worker's side of the pool: one task at a time in, its result (or its error's message) out. */
export function serveWorkerTasks<In, Out>(handle: (input: In) => Promise<Out> | Out): void {
  const port = parentPort;
  if (!port) throw new Error('serveWorkerTasks runs in a worker thread only');
  port.on('message', async ({ id, input }: WorkerTask<In>) => {
    let reply: WorkerReply<Out>;
    try {
      reply = { id, ok: true, output: await handle(input) };
    } catch (error) {
      reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies WorkerReply<Out>);
}
