import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from './context';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// Served as a file so the page's CSP needs no inline script.
const initializer = (specUrl: string) => `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${specUrl}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    validatorUrl: null,
  });
});
`;

const page = (title: string, initializerUrl: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="${initializerUrl}"></script>
</body>
</html>
`;

const cache = new Map<string, Promise<Buffer>>();

/** The reference pages: the app's own API and the public API (v1), each on its own document. */
const REFERENCES = [
  { path: '/api/docs', spec: '/api/openapi.json', title: 'Scopewright API reference' },
  { path: '/api/v1/docs', spec: '/api/v1/openapi.json', title: 'Scopewright public API (v1) reference' },
];

/** Browsable reference pages, from the local swagger-ui-dist files (no CDN). */
export function apiDocsRouter() {
  const router = new Hono<AppEnv>();
  for (const reference of REFERENCES) {
    const initializerUrl = `${reference.path}/assets/initializer.js`;
    router.get(reference.path, (c) =>
      c.html(page(reference.title, initializerUrl), 200, { 'Cache-Control': 'no-cache' }),
    );
    router.get(initializerUrl, (c) =>
      c.body(initializer(reference.spec), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    );
  }
  router.get('/api/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (type === undefined) return c.notFound();
    let content = cache.get(file);
    if (!content) cache.set(file, (content = readFile(join(swaggerDir, file))));
    return c.body(new Uint8Array(await content), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return router;
}
