import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** tsx's ESM `tsImport` (the CommonJS build of the same API cannot load ESM from an eval'd worker). */
const TSX_ESM_API = './dist/esm/api/index.mjs';

/**
 * A worker thread running `entry`. Built JavaScript (`.js`, `.mjs`) starts directly. A TypeScript entry (dev and
 * tests) starts through tsx's `tsImport` from a tiny inline bootstrap: on Node 20 the `--import tsx` hooks of the
 * parent do not reach a worker thread, so the worker loads tsx itself.
 */
export function spawnWorker(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  const tsxApi = new URL(TSX_ESM_API, pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json')));
  const [api, href] = [JSON.stringify(tsxApi.href), JSON.stringify(entry.href)];
  const bootstrap = `import(${api}).then(({ tsImport }) => tsImport(${href}, ${href}))`;
  return new Worker(bootstrap, { eval: true, argv: [fileURLToPath(entry)] });
}
