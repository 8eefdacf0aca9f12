import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/create-test-app';

const INDEX = '<!doctype html><html><head><title>Scopewright</title></head><body><div id="root"></div></body></html>';
const QUOTE_PAGE = `<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><title>Your quote</title>
<script type="module" src="/assets/q-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const TOKEN = 'A'.repeat(43);

let webRoot = '';
beforeAll(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'sw-web-q-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'q.html'), QUOTE_PAGE);
});

const get = (path: string) => createTestApp({ webRoot }).app.request(`http://localhost${path}`);

describe('the client quote page /q/{token}', () => {
  it('serves its own entry, not indexable, with no referrer', async () => {
    for (const path of [`/q/${TOKEN}`, '/q/not-a-real-token']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root"></div>');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-robots-tag'), path).toMatch(/noindex/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it("preloads the page's data for a well-formed token only, so it is read while the script downloads", async () => {
    const html = await (await get(`/q/${TOKEN}`)).text();
    expect(html).toContain(
      `<title>Your quote</title>\n    <link rel="preload" href="/api/public/quotes/${TOKEN}" as="fetch" crossorigin>`,
    );
    for (const path of ['/q/not-a-real-token', `/q/${TOKEN.slice(1)}%22%3E%3Cscript%3E`]) {
      expect(await (await get(path)).text(), path).toBe(QUOTE_PAGE);
    }
  });

  it('keeps the app entry and the usual referrer policy elsewhere', async () => {
    const res = await get('/pricing');
    expect(await res.text()).toContain('<title>');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect((await get('/q')).status).toBe(404);
  });

  it('is disallowed in robots.txt and absent from the sitemap', async () => {
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /q/');
    expect(await (await get('/sitemap.xml')).text()).not.toContain('/q/');
  });
});
