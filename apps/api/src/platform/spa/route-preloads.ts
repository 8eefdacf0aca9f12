import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The part of Vite's build manifest (dist/.vite/manifest.json) a preload needs. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The dashboard's route module (apps/web/src/app/routes/dashboard-routes.tsx), the first screen of /dashboard/*. */
const DASHBOARD_ROUTES = 'src/app/routes/dashboard-routes.tsx';
const DASHBOARD_PATH = /^\/dashboard(?:\/|$)/;

/** The files of a manifest entry and every chunk it imports statically, depth first. */
export function chunkFiles(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    const chunk = manifest[at];
    if (!chunk) return;
    files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return files;
}

/**
 * `<link rel="modulepreload">` for a dashboard URL's route module and its chunks (ADR 0040), so the browser
 * fetches and compiles them beside the entry instead of after it has run; read once per build. Empty when the
 * path is not a dashboard URL or the build has no manifest.
 */
export function routePreloadReader(webRoot: string) {
  const file = join(webRoot, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; chunks: string[] } | undefined;
  return async (path: string, html: string): Promise<string> => {
    if (!DASHBOARD_PATH.test(path)) return '';
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return '';
    if (cached?.mtimeMs !== info.mtimeMs) {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
      cached = { mtimeMs: info.mtimeMs, chunks: chunkFiles(manifest, DASHBOARD_ROUTES) };
    }
    return cached.chunks
      .filter((chunk) => !html.includes(`"/${chunk}"`)) // the entry's own preloads are already in the page
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
      .join('');
  };
}
