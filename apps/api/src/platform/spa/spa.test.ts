import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_PAGES } from '@scopewright/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/create-test-app';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Scopewright</title>
<meta name="description" content="Placeholder description">
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

let webRoot = '';
beforeAll(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'sw-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js.map'), '{"sources":[]}');
  writeFileSync(join(webRoot, 'sw.js'), 'self.x=1');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg/>');
  writeFileSync(join(webRoot, '.env'), 'SECRET=1');
  mkdirSync(join(webRoot, '.git'));
  writeFileSync(join(webRoot, '.git', 'config'), '[core]');
});

const get = (path: string, init?: RequestInit) =>
  createTestApp({ webRoot }).app.request(`http://localhost${path}`, init);

describe('SPA serving', () => {
  it('redirects non-canonical paths with 308, keeping the query and staying on site', async () => {
    const cases: [string, string][] = [
      ['/login/', '/login'],
      ['/dashboard//quotes?x=1', '/dashboard/quotes?x=1'],
      ['/quotes/create', '/dashboard/quotes/wizard'],
      ['/quotes/42/edit?tab=a', '/dashboard/quotes/wizard/42?tab=a'],
      ['//evil.example/', '/evil.example'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(308);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('serves hashed assets immutable and index.html / sw.js no-cache', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log(1)');
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    const head = await get('/assets/index-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('never serves dotfiles or source maps', async () => {
    for (const path of [
      '/.env',
      '/.git/config',
      '/assets/index-abc123.js.map',
      '/%2e%2e/etc/passwd',
      '/assets/../.env',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/SECRET|\[core\]|sources/);
    }
  });

  it('answers known app paths with index.html 200 and unknown paths with 404', async () => {
    for (const path of [
      '/',
      '/login',
      '/dashboard',
      '/dashboard/quotes/wizard/7',
      '/invite/abc_DEF-123',
      '/blog/some-post',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root">');
    }
    for (const path of ['/nope', '/dashboardx', '/invite', '/assets/missing.js']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('injects each public page title, description and robots', async () => {
    for (const page of PUBLIC_PAGES) {
      const html = await (await get(page.path)).text();
      expect(html, page.path).toContain(`<title>${page.title.replace(/&/g, '&amp;')}</title>`);
      expect(html, page.path).not.toContain('Placeholder description');
      expect(html.includes('<meta name="robots" content="noindex">'), page.path).toBe(!page.indexable);
      expect(html.match(/<title>/g), page.path).toHaveLength(1);
    }
  });

  it('noindexes 404s and searched documentation/support pages', async () => {
    const notFound = await (await get('/no-such-page')).text();
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).toContain('<title>Page not found | Scopewright</title>');
    expect(await (await get('/documentation?q=pricing')).text()).toContain('noindex');
    expect(await (await get('/documentation')).text()).not.toContain('noindex');
    expect(await (await get('/support?q=x')).text()).toContain('noindex');
  });

  it('sets the SPA security headers on pages', async () => {
    const res = await get('/login');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves robots.txt and a sitemap of indexable pages', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /api');
    expect(robots).toContain('Disallow: /invite');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/login</loc>');
    expect(sitemap).not.toContain('/signup');
  });

  it('serves a 503 page naming npm run build when dist is missing', async () => {
    const res = await createTestApp({ webRoot: join(webRoot, 'missing') }).app.request('http://localhost/login');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});
