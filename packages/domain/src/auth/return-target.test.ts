import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSafeRedirectPath,
  isSafeRedirectTarget,
  loginPathFor,
  readReturnTarget,
  RETURN_TARGET_WHITELIST,
  safeReturnTarget,
} from './return-target';
import { EVIL_HOST, OFF_SITE_REDIRECT_CORPUS, SAME_ORIGIN_REDIRECT_CORPUS } from './return-target.corpus';

const OWN_ORIGIN = 'https://app.scopewright.test';

describe('safeReturnTarget: accepted', () => {
  it.each<[string, string]>([
    ...RETURN_TARGET_WHITELIST.map((p): [string, string] => [`whitelisted ${p}`, p]),
    ['a quote in the wizard', '/dashboard/quotes/wizard/42'],
    ['a client detail', '/dashboard/clients/0190c1d2-aaaa-7bbb-8ccc-123456789abc'],
    ['a query string', '/dashboard/quotes?status=draft&page=2'],
    ['a hash', '/dashboard/settings#team'],
    ['dashboard with a query', '/dashboard?tab=recent'],
    ['billing, below /dashboard', '/dashboard/billing'],
    ['an encoded comma', '/dashboard/quotes?tags=a%2Cb'],
  ])('%s', (_name, target) => {
    expect(safeReturnTarget(target)).toBe(target);
  });
});

const HOSTILE: [string, string][] = [
  ['protocol-relative', '//evil.com'],
  ['triple slash', '///evil.com'],
  ['slash backslash', '/\\evil.com'],
  ['double backslash', '\\\\evil.com'],
  ['https URL', 'https://evil.com/dashboard'],
  ['http URL', 'http://evil.com'],
  ['scheme without slashes', 'https:evil.com'],
  ['javascript:', 'javascript:alert(1)'],
  ['JavaScript: mixed case', 'JaVaScRiPt:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['encoded protocol-relative', '%2F%2Fevil.com'],
  ['encoded backslash', '/%5Cevil.com'],
  ['encoded slash after dashboard', '/dashboard%2F..%2Fadmin'],
  ['dot-dot traversal', '/dashboard/../admin'],
  ['encoded dot-dot', '/dashboard/%2e%2e/admin'],
  ['double-encoded dot-dot', '/dashboard/%252e%252e/admin'],
  ['double-encoded slashes', '/dashboard/%252F%252Fevil.com'],
  ['double slash inside a dashboard path', '/dashboard//evil.com'],
  ['URL in the query', '/dashboard?next=https://evil.com'],
  ['tab injection', '/\t/evil.com'],
  ['newline injection', '/dashboard\n/evil'],
  ['encoded CRLF', '/dashboard%0d%0aSet-Cookie:x=1'],
  ['encoded tab before slashes', '/%09/evil.com'],
  ['leading space', ' /dashboard'],
  ['non-breaking space', '/dashboard\u00a0'],
  ['line separator', '/dashboard\u2028x'],
  ['null byte', '/dashboard\u0000'],
  ['angle brackets', '/dashboard/<script>'],
  ['encoded angle brackets', '/dashboard/%3Cscript%3E'],
  ['single quote', "/dashboard/'onload"],
  ['double quote', '/dashboard/"x'],
  ['curly braces', '/dashboard/{{7*7}}'],
  ['backtick', '/dashboard/`x`'],
  ['prefix lookalike', '/dashboardx'],
  ['prefix lookalike with path', '/dashboard-evil/quotes'],
  ['outside the whitelist', '/admin'],
  ['login loop', '/login'],
  ['relative path', 'dashboard'],
  ['host-like', 'evil.com/dashboard'],
  ['at-sign authority', '//dashboard@evil.com'],
  ['malformed percent', '/dashboard/%E0%A4%A'],
  ['empty', ''],
  ['very long', `/dashboard/${'a'.repeat(3000)}`],
];

describe('safeReturnTarget: hostile corpus falls back', () => {
  it.each(HOSTILE)('%s', (_name, target) => {
    expect(safeReturnTarget(target)).toBe('/dashboard');
  });

  it.each([null, undefined])('missing value %s falls back', (value) => {
    expect(safeReturnTarget(value)).toBe('/dashboard');
  });

  it('uses the supplied fallback', () => {
    expect(safeReturnTarget('//evil.com', '/dashboard/quotes')).toBe('/dashboard/quotes');
  });
});

describe('safeReturnTarget: properties', () => {
  const pieces = fc.constantFrom(
    '/',
    '\\',
    '.',
    '..',
    '%2F',
    '%5C',
    '%2e',
    ':',
    '//',
    'evil.com',
    'dashboard',
    '/dashboard',
    'https:',
    '?',
    '#',
    '@',
    '%',
    '\t',
    ' ',
  );
  const hostile = fc.oneof(
    fc.string(),
    fc.array(pieces, { maxLength: 8 }).map((a) => a.join('')),
    fc.webUrl(),
  );

  it('always returns a /dashboard path without // or a backslash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostile,
          hostile.map((s) => `/dashboard${s}`),
        ),
        (raw) => {
          const result = safeReturnTarget(raw);
          expect(result.startsWith('/dashboard')).toBe(true);
          expect(result).not.toContain('//');
          expect(result).not.toContain('\\');
          expect(result === raw || result === '/dashboard').toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('accepts any simple sub-path of a whitelisted prefix', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom(...RETURN_TARGET_WHITELIST), fc.array(segment, { maxLength: 3 }), (prefix, segs) => {
        const target = [prefix, ...segs].join('/');
        expect(safeReturnTarget(target)).toBe(target);
      }),
    );
  });
});

describe('readReturnTarget', () => {
  it.each([
    ['returnTo', 'returnTo=%2Fdashboard%2Fquotes', '/dashboard/quotes'],
    ['return_to', 'return_to=/dashboard/clients', '/dashboard/clients'],
    ['from', 'from=/dashboard/users', '/dashboard/users'],
    ['returnTo wins over from', 'from=/dashboard/users&returnTo=/dashboard/profile', '/dashboard/profile'],
    ['return_to wins over from', 'from=/dashboard/users&return_to=/dashboard/templates', '/dashboard/templates'],
    ['an empty returnTo is skipped', 'returnTo=&from=/dashboard/users', '/dashboard/users'],
    ['an unsafe first value falls back', 'returnTo=//evil.com&from=/dashboard/users', '/dashboard'],
    ['no parameter', 'q=1', '/dashboard'],
  ])('%s', (_name, query, expected) => {
    expect(readReturnTarget(new URLSearchParams(query))).toBe(expected);
  });
});

describe('loginPathFor', () => {
  it.each([
    ['keeps an allowed target', '/dashboard/quotes?x=1', '/login?returnTo=%2Fdashboard%2Fquotes%3Fx%3D1'],
    ['drops the default target', '/dashboard', '/login'],
    ['drops a disallowed target', '/onboarding', '/login'],
  ])('%s', (_name, path, expected) => {
    expect(loginPathFor(path)).toBe(expected);
  });
});

describe('the redirect-target rule over the shared corpus', () => {
  it('has at least 40 off-site spellings', () => {
    expect(OFF_SITE_REDIRECT_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OFF_SITE_REDIRECT_CORPUS)('refuses %s', (_name, target) => {
    expect(isSafeRedirectPath(target)).toBe(false);
    expect(isSafeRedirectTarget(target, OWN_ORIGIN)).toBe(false);
    expect(isSafeRedirectTarget(`${OWN_ORIGIN}${target}`, OWN_ORIGIN)).toBe(false);
    expect(safeReturnTarget(target)).toBe('/dashboard');
    expect(safeReturnTarget(`/dashboard${target}`)).toBe('/dashboard');
  });

  it.each(SAME_ORIGIN_REDIRECT_CORPUS)('keeps %s, as a path and as a URL on our origin', (target) => {
    expect(isSafeRedirectPath(target)).toBe(true);
    expect(isSafeRedirectTarget(target, OWN_ORIGIN)).toBe(true);
    expect(isSafeRedirectTarget(`${OWN_ORIGIN}${target}`, OWN_ORIGIN)).toBe(true);
  });

  it.each([
    ['another origin', `https://${EVIL_HOST}/login`],
    ['our host on another scheme', 'http://app.scopewright.test/login'],
    ['our host as user info', `${OWN_ORIGIN}@${EVIL_HOST}/`],
    ['our origin as a prefix of another host', `${OWN_ORIGIN}.${EVIL_HOST}/`],
    ['our origin then slashes', `${OWN_ORIGIN}//${EVIL_HOST}`],
    ['not a string', 42],
  ])('isSafeRedirectTarget refuses %s', (_name, target) => {
    expect(isSafeRedirectTarget(target, OWN_ORIGIN)).toBe(false);
  });

  it('never keeps a target that a browser resolves off our origin', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2F',
      '%5C',
      '%09',
      '\t',
      '\n',
      '\u0000',
      '%25',
      ':',
      '@',
    );
    const text = fc.oneof(
      fc.string(),
      fc.array(fc.oneof(piece, fc.constantFrom('evil.example', 'https:')), { maxLength: 8 }),
    );
    fc.assert(
      fc.property(text, (parts) => {
        const target = Array.isArray(parts) ? parts.join('') : parts;
        if (!isSafeRedirectTarget(target, OWN_ORIGIN)) return;
        expect(new URL(target, OWN_ORIGIN).origin).toBe(OWN_ORIGIN);
        expect(new URL(decodeURIComponent(target), OWN_ORIGIN).origin).toBe(OWN_ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
