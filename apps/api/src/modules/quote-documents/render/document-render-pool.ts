import { WorkerPool, type WorkerPoolOptions } from '../../../platform/worker-pool/worker-pool';
import type { RenderTask } from './render-worker';

export type DocumentRenderSettings = Pick<WorkerPoolOptions, 'size' | 'queueLimit' | 'timeoutMs'>;

export const DEFAULT_DOCUMENT_RENDER_SETTINGS: DocumentRenderSettings = { size: 1, queueLimit: 16, timeoutMs: 60_000 };

/**
 * The worker entry sits next to this module under the same extension: render-worker.ts under tsx (dev, tests),
 * render-worker.js in a build, which must emit that file beside the chunk holding this code (docs/decisions/0041).
 */
const WORKER_ENTRY = new URL(`./render-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

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
