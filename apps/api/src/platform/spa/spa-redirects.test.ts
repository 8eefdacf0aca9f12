import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/create-test-app';
import { asPathText, expectStaysOnOrigin, OFF_SITE_TARGETS } from '../../testing/redirect-corpus';

const ORIGIN = 'http://localhost';
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(() => {
  const webRoot = mkdtempSync(join(tmpdir(), 'sw-web-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Scopewright</title></head></html>',
  );
  app = createTestApp({ webRoot }).app;
});

const get = (path: string) => app.request(`${ORIGIN}${path}`);

/** The request paths that make the SPA server canonicalise a spelling: a trailing slash, raw and encoded. */
function requestPathsFor(target: string): string[] {
  const spelled = asPathText(target);
  const rooted = spelled.startsWith('/') ? spelled : `/${spelled}`;
  return [`${rooted}/`, `${rooted}//`, `/${encodeURIComponent(target)}/`, `/quotes/create${rooted}/`];
}

describe('SPA canonical-path redirects over the off-site corpus', () => {
  it.each(OFF_SITE_TARGETS)('%s: no off-site Location and no 500', async (_name, target) => {
    for (const path of requestPathsFor(target)) {
      await expectStaysOnOrigin(await get(path), ORIGIN, path);
    }
  });

  it.each([
    ['an encoded tab', '/%09/evil.example/'],
    ['an encoded newline', '/%0a/evil.example/'],
    ['an encoded NUL', '/%00/evil.example/'],
    ['an encoded carriage return', '/%0D/evil.example/'],
    ['a double-encoded tab', '/%2509/evil.example/'],
  ])('answers the 404 page for %s instead of redirecting', async (_name, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  it.each([
    ['a trailing slash', '/pricing/', '/pricing'],
    ['percent-encoded UTF-8, kept encoded', '/caf%C3%A9/', '/caf%C3%A9'],
    ['an encoded slash, kept encoded', '/a%2Fb/', '/a%2Fb'],
    ['a backslash, which URL parsing makes a slash', '/\\evil.example/', '/evil.example'],
  ])('still redirects %s to a same-origin path', async (_name, path, location) => {
    const response = await get(path);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
  });
});
