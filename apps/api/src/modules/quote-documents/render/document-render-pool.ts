import { WorkerPool, type WorkerPoolOptions } from '../../../platform/worker-pool/worker-pool';
import { workerEntryUrl } from '../../../worker-entry';
import type { RenderTask } from './render-worker';

export type DocumentRenderSettings = Pick<WorkerPoolOptions, 'size' | 'queueLimit' | 'timeoutMs'>;

export const DEFAULT_DOCUMENT_RENDER_SETTINGS: DocumentRenderSettings = { size: 1, queueLimit: 16, timeoutMs: 60_000 };

/**
 * The worker entry: render-worker.ts under tsx (dev, tests), the prebuilt apps/api/dist/render-worker.js under
 * `npm start` (an entry of scripts/build-api.mjs; docs/decisions/0041, 0042).
 */
const WORKER_ENTRY = workerEntryUrl('render-worker', new URL('./render-worker.ts', import.meta.url));

let settings = DEFAULT_DOCUMENT_RENDER_SETTINGS;
let pool: WorkerPool<RenderTask, Uint8Array> | null = null;

/** Sets the pool's size, queue and time limit (server start-up, from RENDER_* settings); before the first render. */
export function configureDocumentRendering(next: DocumentRenderSettings): void {
  settings = next;
}

/** Every PDF and Word render runs here, off the event loop; the pool starts its workers on the first render. */
export function documentRenderPool(): WorkerPool<RenderTask, Uint8Array> {
  pool ??= new WorkerPool<RenderTask, Uint8Array>({ entry: WORKER_ENTRY, ...settings });
  return pool;
}

/** Ends the render workers (graceful stop); a later render starts a new pool. */
export async function closeDocumentRenderPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
