import { join } from 'node:path';
import { PUBLIC_PAGES, canonicalPath, isSafeRedirectPath } from '@scopewright/domain';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../context';
import { cachedFileReader } from './cached-file';
import { dashboardDataPaths, dataPreloadLinks, isDashboardPage, type PageVisitor } from './data-preloads';
import { injectPageMeta, insertBeforeHeadEnd, pageMetaFor } from './page-meta';
import { prerenderedReader, withPrerenderedBody } from './prerendered';
import { publicQuotePageHtml } from './public-quote-page';
import { routePreloadReader } from './route-preloads';
import { robotsTxt, sitemapXml } from './seo-files';
import { fileResponse, findStaticFile } from './static-files';

const PUBLIC_PATHS = new Set(PUBLIC_PAGES.map((page) => page.path));
const APP_PATH = /^\/(?:dashboard(?:\/.*)?|invite\/[A-Za-z0-9_-]+|blog\/[a-z0-9-]+)$/;
const LOOKS_LIKE_FILE = /\/[^/]*\.[A-Za-z0-9]+$/;

export const isKnownAppPath = (path: string) => PUBLIC_PATHS.has(path) || APP_PATH.test(path);

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scopewright is not built yet</title></head>
<body><h1>The web app has not been built yet</h1><p>Run <code>npm run build</code> and reload this page.</p></body></html>`;

/** The client's quote page (/q/{token}) is its own small entry, q.html; its headers come from security-headers.ts. */
const PUBLIC_QUOTE_PATH = /^\/q\/[^/]+$/;

/** Serves the built SPA (apps/web/dist) for every non-/api GET and HEAD on the API's port. */
const gzip = compress({ encoding: 'gzip' });

export interface SpaOptions {
  webRoot: string;
  appUrl: string;
  /** Who a request's Cookie header belongs to (the session check's cache answers most of these). */
  visitorOf: (cookieHeader: string | undefined) => Promise<PageVisitor>;
}

export function spaRouter({ webRoot, appUrl, visitorOf }: SpaOptions) {
  // HTML entries read once per build.
  const readHtml = cachedFileReader();
  const readIndexHtml = () => readHtml(join(webRoot, 'index.html'));
  const readPublicQuoteHtml = () => readHtml(join(webRoot, 'q.html'));
  const readPrerendered = prerenderedReader(webRoot);
  const routePreloads = routePreloadReader(webRoot);
  const router = new Hono<AppEnv>();
  // HTML, scripts and styles travel gzip-compressed (a 3-5× saving on the landing page's first load).
  router.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : gzip(c, next)));

  router.get('/robots.txt', (c) => c.text(robotsTxt(appUrl), 200, { 'Cache-Control': 'public, max-age=3600' }));
  router.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(appUrl), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  router.get('*', async (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    const url = new URL(c.req.url);
    // Canonicalised as sent (percent-encoded), so %09 or %0a never becomes a raw control character in Location;
    // a target outside the redirect-target rule is not redirected (docs/security.md#no-open-redirects) and ends as the 404 page.
    const target = canonicalPath(url.pathname);
    if (target !== null && isSafeRedirectPath(target)) return c.redirect(`${target}${url.search}`, 308);
    if (PUBLIC_QUOTE_PATH.test(path)) {
      const quotePage = await readPublicQuoteHtml();
      if (quotePage !== null) {
        return c.html(publicQuotePageHtml(quotePage, path.slice('/q/'.length)), 200, { 'Cache-Control': 'no-cache' });
      }
    }
    if (path !== '/' && path !== '/index.html') {
      const file = await findStaticFile(webRoot, path);
      if (file)
        return fileResponse(file, { head: c.req.method === 'HEAD', acceptEncoding: c.req.header('Accept-Encoding') });
    }
    const html = await readIndexHtml();
    if (html === null) return c.html(MISSING_BUILD, 503, { 'Cache-Control': 'no-store', 'Retry-After': '10' });
    const known = path === '/index.html' || isKnownAppPath(path);
    if (!known && LOOKS_LIKE_FILE.test(path)) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    const pagePath = path === '/index.html' ? '/' : path;
    const dataPaths =
      known && isDashboardPage(pagePath)
        ? dashboardDataPaths(pagePath, url.searchParams, await visitorOf(c.req.header('cookie')))
        : [];
    const preloads = known ? dataPreloadLinks(dataPaths) + (await routePreloads(pagePath, html)) : '';
    const withMeta = injectPageMeta(html, pageMetaFor(pagePath, url.searchParams, !known, appUrl));
    const page = preloads ? insertBeforeHeadEnd(withMeta, preloads) : withMeta;
    // Prerendered HTML matches the page without a query only (e.g. /documentation?q= renders search results).
    const body = known && url.search === '' ? await readPrerendered(pagePath) : null;
    // The page's preloads depend on the session cookie: a shared cache keeps one copy per cookie.
    return c.html(withPrerenderedBody(page, body), known ? 200 : 404, { 'Cache-Control': 'no-cache', Vary: 'Cookie' });
  });
  return router;
}
