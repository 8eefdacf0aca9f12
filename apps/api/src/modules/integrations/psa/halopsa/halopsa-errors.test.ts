import { describe, expect, it } from 'vitest';
import { normalizeInstanceUrl } from './halopsa-credentials';
import { parseRetryAfter } from './halopsa-errors';
import { startHalo } from './halopsa.test-helpers';

const tokenRequests = (requests: { path: string }[]) => requests.filter((r) => r.path.endsWith('/token')).length;

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  it.each([
    ['seconds', '17', 17],
    ['an HTTP date', 'Fri, 01 May 2026 12:01:00 GMT', 60],
    ['a date in the past', 'Fri, 01 May 2026 11:00:00 GMT', 0],
    ['garbage', 'soon', 30],
    ['nothing', null, 30],
  ])('reads %s', (_name, value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('normalizeInstanceUrl', () => {
  it.each([
    ['acme.halopsa.com', 'https://acme.halopsa.com'],
    ['https://acme.halopsa.com/', 'https://acme.halopsa.com'],
    ['https://acme.halopsa.com/api/', 'https://acme.halopsa.com'],
    ['https://halo.msp.example/halo/auth', 'https://halo.msp.example/halo'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeInstanceUrl(input)).toBe(expected);
  });
  it('refuses a non-web scheme', () => {
    expect(() => normalizeInstanceUrl('ftp://acme.halopsa.com')).toThrow(/https/);
  });
});

describe('HaloPSA failures', () => {
  it("answers 429 as 'rate_limited' with Halo's Retry-After", async () => {
    const { adapter, state } = await startHalo();
    state.faults.push({ kind: 'rate_limit', retryAfter: '17', path: '/api/Agent' });
    await expect(adapter.testConnection()).rejects.toMatchObject({
      kind: 'rate_limited',
      isTransient: true,
      extra: { retryAfterSeconds: 17, status: 429 },
    });
  });

  it("answers a web page as 'bad_response' that points at the URL", async () => {
    const { adapter, state } = await startHalo();
    state.faults.push({ kind: 'html', path: '/api/BudgetType' });
    await expect(adapter.lookups()).rejects.toMatchObject({
      kind: 'bad_response',
      message: expect.stringMatching(/web page instead of data.*check the instance URL/),
    });
  });

  it("answers a 503 as 'unavailable'", async () => {
    const { adapter, state } = await startHalo();
    state.faults.push({ kind: 'unavailable', path: '/api/Client' });
    await expect(adapter.listCompanies(null)).rejects.toMatchObject({ kind: 'unavailable', extra: { status: 503 } });
  });

  it('explains the HTML 500 Halo gives when the application has no agent to log in as', async () => {
    const { adapter } = await startHalo({ configure: (s) => (s.loginAgentId = null) });
    await expect(adapter.testConnection()).rejects.toMatchObject({
      kind: 'auth',
      message: expect.stringContaining('Agent to log in as'),
      extra: { status: 500 },
    });
  });

  it('refuses a hosted instance without its tenant', async () => {
    const { adapter } = await startHalo({ configure: (s) => (s.application.tenant = 'acme') });
    await expect(adapter.testConnection()).rejects.toMatchObject({ kind: 'auth' });
  });

  it('gets a new token once after a 401 and carries on', async () => {
    const { adapter, state } = await startHalo();
    await adapter.testConnection();
    state.tokens.clear();
    await expect(adapter.lookups()).resolves.toBeDefined();
    expect(tokenRequests(state.requests)).toBe(2);
  });

  it("gives up with 'auth' when the fresh token is refused too", async () => {
    const { adapter, state } = await startHalo();
    state.faults.push({ kind: 'unauthorized', path: '/api/Agent', times: 2 });
    await expect(adapter.testConnection()).rejects.toMatchObject({
      kind: 'auth',
      extra: { status: 401 },
      message: expect.stringContaining('View Applications'),
    });
    expect(tokenRequests(state.requests)).toBe(2);
  });

  it('reuses the token until shortly before it expires', async () => {
    let clock = Date.now();
    const { adapter, state } = await startHalo({ options: { now: () => clock } });
    await adapter.testConnection();
    await adapter.lookups();
    expect(tokenRequests(state.requests)).toBe(1);
    clock += 3590 * 1000;
    await adapter.lookups();
    expect(tokenRequests(state.requests)).toBe(2);
  });

  it('finds an authorisation server hosted elsewhere through /api/authinfo', async () => {
    const { adapter, state } = await startHalo({ configure: (s) => (s.authPath = '/identity/auth') });
    await expect(adapter.testConnection()).resolves.toBeDefined();
    expect(state.requests.map((r) => r.path)).toContain('/api/authinfo');
  });
});
