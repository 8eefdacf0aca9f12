import { describe, expect, it } from 'vitest';
import type { PsaError } from '../psa-adapter';
import { seedCompany, useConnectWiseHarness } from './connectwise.test-helpers';
import { toSiteOrigin } from './discover-connectwise-site';
import { mapConnectWiseError, parseRetryAfter } from './map-connectwise-error';

const cw = useConnectWiseHarness();

const answer = (status: number, text: string, headers: Record<string, string> = {}) => ({
  status,
  text,
  headers: new Headers(headers),
});

describe('mapping ConnectWise answers', () => {
  it.each([
    ['seconds', '7', 7],
    ['an HTTP date', new Date(Date.UTC(2030, 0, 1, 0, 0, 45)).toUTCString(), 45],
    ['nothing', null, 30],
    ['garbage', 'soon', 30],
  ])('reads Retry-After given as %s', (_name, value, seconds) => {
    expect(parseRetryAfter(value, Date.UTC(2030, 0, 1))).toBe(seconds);
  });

  it('names the refused identifier and keeps CW’s own message', () => {
    const body = {
      code: 'InvalidObject',
      message: 'company object is invalid',
      errors: [
        {
          code: 'ObjectExists',
          message: 'The identifier is already in use.',
          resource: 'company',
          field: 'identifier',
        },
      ],
    };
    const error = mapConnectWiseError(answer(400, JSON.stringify(body)), {
      what: 'the company',
      record: 'company',
      sent: { identifier: 'ACME' },
    });
    expect(error).toMatchObject({
      kind: 'invalid',
      message: 'ConnectWise refused the company: the identifier "ACME" is already used',
    });
    expect(error.extra).toMatchObject({
      record: 'company',
      status: 400,
      psaMessage: 'company object is invalid The identifier is already in use.',
    });
  });

  it.each([
    [403, '{"code":"Forbidden","message":"no access"}', 'auth', /security role/],
    [400, '{"code":"InvalidClientId","message":"clientId not valid"}', 'auth', /client ID/],
    [500, '{"code":"UnexpectedError","message":"boom"}', 'unavailable', /unavailable/],
    [502, '<html>Bad gateway</html>', 'unavailable', /unavailable/],
    [404, '{"code":"NotFound","message":"gone"}', 'gone', /no longer has the phase/],
    [400, '<html>oops</html>', 'bad_response', /web page instead of data/],
  ])('maps HTTP %i to a clear PsaError', (status, text, kind, message) => {
    const error = mapConnectWiseError(answer(status, text), { what: 'the phase "Discovery"', record: 'phase:a' });
    expect(error).toMatchObject({ kind });
    expect(error.message).toMatch(message);
  });

  it.each([
    ['api-na.myconnectwise.net', 'https://api-na.myconnectwise.net'],
    ['na.myconnectwise.net', 'https://api-na.myconnectwise.net'],
    ['https://cw.example.com/v4_6_release/', 'https://cw.example.com'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
  ])('turns the site %s into the API origin', (site, origin) => {
    expect(toSiteOrigin(site).origin).toBe(origin);
  });
});

describe('faults over the wire', () => {
  it('answers 429 as rate_limited with the Retry-After seconds', async () => {
    cw.fake.state.faults.push({ kind: 'rate-limit', retryAfter: '12', match: { path: '/company/companies' } });
    const error = await cw.adapter.listCompanies(null).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'rate_limited', extra: { retryAfterSeconds: 12, status: 429 } });
    expect((error as PsaError).isTransient).toBe(true);
    await expect(cw.adapter.listCompanies(null)).resolves.toMatchObject({ items: [] });
  });

  it('answers a web page as bad_response, naming the site as the thing to check', async () => {
    cw.fake.state.faults.push({ kind: 'html', match: { path: '/time/workRoles' } });
    await expect(cw.adapter.lookups()).rejects.toMatchObject({
      kind: 'bad_response',
      message: expect.stringContaining('check the site URL'),
    });
  });

  it('answers a web page at discovery as bad_response too', async () => {
    cw.fake.state.faults.push({ kind: 'html', match: { path: '/login/companyinfo' } });
    await expect(cw.adapter.testConnection()).rejects.toMatchObject({ kind: 'bad_response' });
    await expect(cw.adapter.testConnection()).resolves.toBeTruthy();
  });

  it('answers 503 as unavailable and 401 in the middle of work as auth', async () => {
    cw.fake.state.faults.push({ kind: 'unavailable', match: { path: '/company/contacts' } });
    await expect(cw.adapter.listContacts('1')).rejects.toMatchObject({ kind: 'unavailable', extra: { status: 503 } });
    cw.fake.state.credentials.privateKey = 'rotated';
    await expect(cw.adapter.findCompanies({ name: 'Acme' })).rejects.toMatchObject({
      kind: 'auth',
      extra: { status: 401 },
    });
  });

  it('survives a slow answer', async () => {
    seedCompany(cw.fake, 'Acme Corp');
    cw.fake.state.faults.push({ kind: 'delay', ms: 300, match: { path: '/company/companies' } });
    const started = Date.now();
    await expect(cw.adapter.findCompanies({ name: 'Acme' })).resolves.toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('refuses an opportunity for a company that is not there, as invalid with the field named', async () => {
    const error = await cw.adapter
      .upsertOpportunity(null, {
        name: 'X',
        companyId: '424242',
        expectedCloseDate: '2026-12-31',
        probability: 50,
        stageId: null,
        oneTimeRevenueCents: 0,
        oneTimeCostCents: 0,
        monthlyRevenueCents: 0,
        monthlyCostCents: 0,
        termMonths: 0,
        lines: [],
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'invalid', extra: { record: 'opportunity', status: 400 } });
    expect((error as PsaError).message).toMatch(/^ConnectWise refused the opportunity: company/);
  });
});
