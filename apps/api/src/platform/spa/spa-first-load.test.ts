import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/create-test-app';
import { acceptsGzip } from './static-files';
import { chunkFiles, DASHBOARD_SHELL_CHUNK } from './route-preloads';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scopewright</title>
<script type="module" src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-abc.js"></head><body><div id="root"></div></body></html>`;
const BIG_SCRIPT = `export const words = ${JSON.stringify('scope '.repeat(2_000))};`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_framework.js'] },
  _framework: { file: 'assets/framework-abc.js' },
  '_framework.js': { file: 'assets/framework-abc.js' },
  '_dashboard-shell-abc.js': {
    file: 'assets/dashboard-shell-abc.js',
    name: DASHBOARD_SHELL_CHUNK,
    imports: ['_shared.js', '_framework.js'],
  },
  '_shared.js': { file: 'assets/shared-abc.js', imports: ['_framework.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-abc.js', imports: ['_shared.js'] },
};

let webRoot = '';
beforeAll(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'sw-web-first-load-'));
  mkdirSync(join(webRoot, 'assets'));
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(webRoot, 'assets', 'index-abc.js'), BIG_SCRIPT);
});

const get = (path: string, init?: RequestInit) =>
  createTestApp({ webRoot }).app.request(`http://localhost${path}`, init);

describe('the dashboard’s first load (ADR 0040)', () => {
  it('lists a route module’s chunks once each, following imports through cycles', () => {
    expect(chunkFiles(MANIFEST, '_dashboard-shell-abc.js')).toEqual([
      'assets/dashboard-shell-abc.js',
      'assets/shared-abc.js',
      'assets/framework-abc.js',
      'assets/icons-abc.js',
    ]);
    expect(chunkFiles(MANIFEST, 'missing')).toEqual([]);
  });

  it('preloads a dashboard URL’s route chunks from the HTML, not the ones the page already preloads', async () => {
    const html = await (await get('/dashboard/quotes')).text();
    for (const chunk of ['dashboard-shell-abc', 'shared-abc', 'icons-abc'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${chunk}.js">`);
    expect(html.match(/framework-abc/g)).toHaveLength(1);
    expect(await (await get('/pricing')).text()).not.toContain('dashboard-shell-abc');
  });

  it('serves a hashed script gzip-compressed from memory, and plain when gzip is not accepted', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/assets/index-abc.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BIG_SCRIPT);
    }
    const plain = await get('/assets/index-abc.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
  });

  it('reads gzip in Accept-Encoding with its q-value', () => {
    expect(acceptsGzip('gzip, br')).toBe(true);
    expect(acceptsGzip('br;q=1, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
