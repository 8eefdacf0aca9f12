import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createTestApp } from '../../testing/create-test-app';

const INDEX = `<!doctype html><html lang="en"><head><title>Scopewright</title>
<meta name="description" content="x"></head><body><div id="root"></div></body></html>`;

let webRoot = '';
beforeAll(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'sw-public-'));
  mkdirSync(join(webRoot, 'prerendered'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'prerendered', 'documentation.html'), '<main><h1>Documentation</h1></main>');
});

const get = (path: string, headers: Record<string, string> = {}) =>
  createTestApp({ webRoot }).app.request(`http://localhost${path}`, { headers });

describe('public pages served by the API', () => {
  it('arrive prerendered, with canonical, Open Graph and JSON-LD tags', async () => {
    const html = await (await get('/documentation')).text();
    expect(html).toContain('<div id="root"><main><h1>Documentation</h1></main></div>');
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/documentation">`);
    expect(html).toContain('<meta property="og:title" content="Documentation | Scopewright">');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain('name="robots"');
  });

  it('with a search query: not indexable, and rendered in the browser (results depend on q)', async () => {
    const html = await (await get('/documentation?q=invite')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('are gzip-compressed when the browser accepts it', async () => {
    const response = await get('/documentation', { 'Accept-Encoding': 'gzip, br' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toContain('<h1>Documentation</h1>');
  });

  it('list every indexable main path in the sitemap, and no second path', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${APP_URL}/connectwise-sell-replacement</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/blog/why-we-built-scopewright</loc>`);
    expect(xml).not.toContain(`<loc>${APP_URL}/blog/connectwise-sell-replacement</loc>`);
    expect(xml).not.toContain('/signup');
  });
});
