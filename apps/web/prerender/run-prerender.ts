// `npm run build -w @scopewright/web`, last step: writes dist/prerendered/<page>.html, the HTML of each public
// page that the API server places inside <div id="root"> (platform/spa/prerendered.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The web build's output folder: apps/web/dist, or the folder given as the first argument.
const dist = process.argv[2] ? `${resolve(process.argv[2])}/` : fileURLToPath(new URL('../dist/', import.meta.url));
const entry = pathToFileURL(`${dist}.ssr/entry-server.js`).href;

/** '/' → index.html, '/blog/ai-transforming-msps' → blog__ai-transforming-msps.html (same rule as the server). */
export const prerenderedFileName = (path: string) =>
  path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '__')}.html`;

const { renderPage, PRERENDER_PATHS } = (await import(entry)) as {
  renderPage: (path: string) => Promise<string>;
  PRERENDER_PATHS: string[];
};

mkdirSync(`${dist}prerendered`, { recursive: true });
const started = performance.now();
let count = 0;
for (const path of PRERENDER_PATHS) {
  // A page that cannot be prerendered is still served, rendered in the browser: warn, do not fail the build.
  try {
    const html = await renderPage(path);
    if (!html.includes('<h1')) throw new Error('rendered no heading');
    if (html.includes('<script')) throw new Error('needs an inline script (a suspended boundary)');
    writeFileSync(`${dist}prerendered/${prerenderedFileName(path)}`, html);
    count++;
  } catch (error) {
    console.warn(`prerender: skipped ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(
  `prerendered ${count} of ${PRERENDER_PATHS.length} public pages in ${Math.round(performance.now() - started)} ms`,
);
// Rendering leaves timers behind (TanStack Query's garbage collection, five minutes): the build step is done.
process.exit(0);
