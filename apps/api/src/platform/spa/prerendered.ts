import { join } from 'node:path';
import { cachedFileReader } from './cached-file';

/** '/' → index.html, '/blog/ai-transforming-msps' → blog__ai-transforming-msps.html (apps/web/prerender). */
export const prerenderedFileName = (path: string) =>
  path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '__')}.html`;

const SAFE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * Reads the HTML the web build prerendered for a public page (dist/prerendered), cached per file modification
 * time; null when the page was not prerendered (the browser then renders it).
 */
export function prerenderedReader(webRoot: string) {
  const read = cachedFileReader();
  return async (path: string): Promise<string | null> =>
    SAFE_PATH.test(path) ? read(join(webRoot, 'prerendered', prerenderedFileName(path))) : null;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/** Puts the prerendered page inside the empty root element of index.html; the browser hydrates it. */
export function withPrerenderedBody(html: string, body: string | null): string {
  return body && EMPTY_ROOT.test(html) ? html.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`) : html;
}
