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
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    validatorUrl: null,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Scopewright API reference</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/initializer.js"></script>
</body>
</html>
`;

const cache = new Map<string, Promise<Buffer>>();

/** Browsable reference page for /api/openapi.json, from the local swagger-ui-dist files (no CDN). */
export function apiDocsRouter() {
  const router = new Hono<AppEnv>();
  router.get('/api/docs', (c) => c.html(PAGE, 200, { 'Cache-Control': 'no-cache' }));
  router.get('/api/docs/assets/initializer.js', (c) =>
    c.body(INITIALIZER, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
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
