import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** '/' → index.html, '/blog/ai-transforming-msps' → blog__ai-transforming-msps.html (apps/web/prerender). */
export const prerenderedFileName = (path: string) =>
  path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '__')}.html`;

const SAFE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * Reads the HTML the web build prerendered for a public page (dist/prerendered), cached per file modification
 * time; null when the page was not prerendered (the browser then renders it).
 */
export function prerenderedReader(webRoot: string) {
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  return async (path: string): Promise<string | null> => {
    if (!SAFE_PATH.test(path)) return null;
    const file = join(webRoot, 'prerendered', prerenderedFileName(path));
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(file);
    if (cached?.mtimeMs === info.mtimeMs) return cached.html;
    const html = await readFile(file, 'utf8');
    cache.set(file, { mtimeMs: info.mtimeMs, html });
    return html;
  };
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/** Puts the prerendered page inside the empty root element of index.html; the browser hydrates it. */
export function withPrerenderedBody(html: string, body: string | null): string {
  return body && EMPTY_ROOT.test(html) ? html.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`) : html;
}
