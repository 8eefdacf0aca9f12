import { describe, expect, it } from 'vitest';
import { isProviderEmployee, parseDomainList } from './super-admin';

describe('isProviderEmployee', () => {
  const domains = ['scopewright.app', 'Scopewright.dev'];
  it.each([
    ['verified email on a listed domain', 'ops@scopewright.app', true, domains, true],
    ['domain match is case-insensitive', 'Ops@SCOPEWRIGHT.DEV', true, domains, true],
    ['unverified email is never recognised', 'ops@scopewright.app', false, domains, false],
    ['another domain', 'ops@acme.com', true, domains, false],
    ['subdomains do not match', 'ops@eu.scopewright.app', true, domains, false],
    ['suffix lookalike does not match', 'ops@evilscopewright.app', true, domains, false],
    ['empty list (the default) recognises nobody', 'ops@scopewright.app', true, [], false],
    ['empty local part', '@scopewright.app', true, domains, false],
    ['no @ at all', 'scopewright.app', true, domains, false],
  ] as const)('%s', (_name, email, verified, list, expected) => {
    expect(isProviderEmployee(email, verified, list)).toBe(expected);
  });
});

describe('parseDomainList', () => {
  it.each([
    ['undefined', undefined, []],
    ['empty', '', []],
    ['comma separated with spaces and case', ' Scopewright.app, @ops.io ,,', ['scopewright.app', 'ops.io']],
    ['whitespace separated', 'a.io b.io', ['a.io', 'b.io']],
  ])('%s', (_name, raw, expected) => {
    expect(parseDomainList(raw)).toEqual(expected);
  });
});
