import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardDataPaths } from './data-preloads';
import { spaRouter } from './spa';

const params = (query = '') => new URLSearchParams(query);

describe('the API reads a dashboard URL preloads (ADR 0040)', () => {
  it('asks for the user on every dashboard page, and the home screen’s figures and checklist on /dashboard', () => {
    expect(dashboardDataPaths('/dashboard', params(), 'workspace-member')).toEqual([
      '/api/me',
      '/api/dashboard/summary?range=month',
      '/api/first-run',
      '/api/dashboard/home',
    ]);
    expect(dashboardDataPaths('/dashboard/', params('range=quarter'), 'workspace-member')[1]).toBe(
      '/api/dashboard/summary?range=quarter',
    );
    expect(dashboardDataPaths('/dashboard/quotes', params(), 'workspace-member')).toEqual(['/api/me']);
  });

  it('asks only for the user when the visitor has no workspace role, and for nothing when signed out', () => {
    expect(dashboardDataPaths('/dashboard', params(), 'signed-in')).toEqual(['/api/me']);
    expect(dashboardDataPaths('/dashboard', params(), 'signed-out')).toEqual([]);
  });

  it('asks for the default period when the address names none it knows, and nothing outside the dashboard', () => {
    expect(dashboardDataPaths('/dashboard', params('range=%22%3E%3Cscript%3E'), 'workspace-member')[1]).toBe(
      '/api/dashboard/summary?range=month',
    );
    for (const path of ['/', '/pricing', '/dashboards', '/login'])
      expect(dashboardDataPaths(path, params(), 'workspace-member')).toEqual([]);
  });
});

describe('the dashboard page’s preload links', () => {
  let app: Hono;
  beforeAll(() => {
    const webRoot = mkdtempSync(join(tmpdir(), 'sw-web-data-preloads-'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>S</title></head><body></body></html>',
    );
    app = new Hono().route(
      '/',
      spaRouter({
        webRoot,
        appUrl: 'http://localhost',
        visitorOf: async (cookie) => (cookie === 'session=good' ? 'workspace-member' : 'signed-out'),
      }),
    );
  });
  const page = async (path: string, cookie?: string) => {
    const res = await app.request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    return { html: await res.text(), vary: res.headers.get('vary') };
  };

  it('are in the page for a browser with a good session cookie, and the page varies by cookie', async () => {
    const { html, vary } = await page('/dashboard', 'session=good');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/me">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/dashboard/summary?range=month">');
    expect(vary).toContain('Cookie');
  });

  it('are left out without a session cookie or with a bad one: no 401s for a signed-out visitor', async () => {
    for (const cookie of [undefined, 'session=forged'])
      expect((await page('/dashboard', cookie)).html).not.toContain('as="fetch"');
    expect((await page('/pricing', 'session=good')).html).not.toContain('as="fetch"');
  });
});
