// scripts/build-api.mjs defines this as true in the bundle; under tsx it does not exist.
declare const SCOPEWRIGHT_PREBUILT_API: boolean | undefined;

/**
 * The file a worker thread runs: under `npm start` the prebuilt `apps/api/dist/<out>.js` (its entry is listed in
 * scripts/build-api.mjs `API_ENTRY_POINTS`), under tsx (dev, tests) the TypeScript source given.
 * Use: `new Worker(workerEntryUrl('pdf-worker', new URL('./pdf-worker.ts', import.meta.url)))`.
 */
export function workerEntryUrl(out: string, source: URL): URL {
  const prebuilt = typeof SCOPEWRIGHT_PREBUILT_API !== 'undefined' && SCOPEWRIGHT_PREBUILT_API;
  return prebuilt ? new URL(`../dist/${out}.js`, import.meta.url) : source;
}
