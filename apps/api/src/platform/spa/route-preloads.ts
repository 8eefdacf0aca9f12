import { join } from 'node:path';
import { cachedFileReader } from './cached-file';
import { isDashboardPage } from './data-preloads';

/** The part of Vite's build manifest (dist/.vite/manifest.json) a preload needs. */
type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/**
 * The chunk with the dashboard's first screen: its route module and all it runs (apps/web/first-screen-chunks.ts
 * names it).
 */
export const DASHBOARD_SHELL_CHUNK = 'dashboard-shell';

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
  const readChunks = cachedFileReader((text) => {
    const manifest = JSON.parse(text) as Manifest;
    const shell = Object.keys(manifest).find((key) => manifest[key]?.name === DASHBOARD_SHELL_CHUNK);
    return shell ? chunkFiles(manifest, shell) : [];
  });
  return async (path: string, html: string): Promise<string> => {
    if (!isDashboardPage(path)) return '';
    const chunks = (await readChunks(file)) ?? [];
    return chunks
      .filter((chunk) => !html.includes(`"/${chunk}"`)) // the entry's own preloads are already in the page
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
      .join('');
  };
}
