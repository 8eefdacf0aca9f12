import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from '@/data/dashboard';
import { authKeys } from '@/lib/auth-keys';
import { createQueryClient } from '@/lib/query-client';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { startEarlyRequests } from '../early-requests';
import { seedEarlyQueries } from './seed-early-queries';

const ME = {
  user: { id: 'u1', email: 'a@b.test', emailVerified: true },
  profile: { id: 'u1', role: 'msp_admin' },
  tenant: { id: 't1', name: 'Acme IT' },
};
const PLATFORM_ADMIN = { ...ME, profile: { id: 'u2', role: 'super_admin' }, tenant: null };
const SUMMARY = { recentQuotes: [], awaitingClient: [] };

afterEach(() => vi.unstubAllGlobals());

async function firstLoad(path: string, search: string, routes: Parameters<typeof stubFetchByPath>[0]) {
  const calls = stubFetchByPath(routes);
  startEarlyRequests(path, search);
  const client = createQueryClient();
  seedEarlyQueries(client, search);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return { calls, client };
}

describe('the dashboard first load early requests', () => {
  it('puts the session and the figures of the URL range in the cache, one request each', async () => {
    const { calls, client } = await firstLoad('/dashboard', '?range=week', {
      'GET /api/me': { status: 200, body: ME },
      'GET /api/dashboard/summary': { status: 200, body: SUMMARY },
    });
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
      '/api/me',
      '/api/dashboard/summary?range=week',
    ]);
    expect(client.getQueryData(authKeys.me())).toEqual(ME);
    expect(client.getQueryData(dashboardKeys.summary('week'))).toEqual(SUMMARY);
  });

  it('asks for no figures for a signed-out visitor, who is seen as signed out', async () => {
    const { calls, client } = await firstLoad('/dashboard', '', { 'GET /api/me': { status: 401, body: {} } });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/me']);
    expect(client.getQueryData(authKeys.me())).toBeNull();
    expect(client.getQueryState(dashboardKeys.summary('month'))?.status).toBe('error');
  });

  it('asks for no figures for a user without a workspace, who would be refused them', async () => {
    const { calls, client } = await firstLoad('/dashboard', '', {
      'GET /api/me': { status: 200, body: PLATFORM_ADMIN },
    });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/me']);
    expect(client.getQueryData(authKeys.me())).toEqual(PLATFORM_ADMIN);
  });

  it('leaves a failed figures request to the screen, which asks again', async () => {
    const { client } = await firstLoad('/dashboard', '', {
      'GET /api/me': { status: 200, body: ME },
      'GET /api/dashboard/summary': { status: 500, body: {} },
    });
    expect(client.getQueryData(dashboardKeys.summary('month'))).toBeUndefined();
    expect(client.getQueryState(dashboardKeys.summary('month'))?.status).toBe('error');
  });

  it('starts nothing outside the dashboard, and only the session on its other screens', async () => {
    const outside = await firstLoad('/pricing', '', {});
    expect(outside.calls).toEqual([]);
    const quotes = await firstLoad('/dashboard/quotes', '', { 'GET /api/me': { status: 200, body: ME } });
    expect(quotes.calls.map((c) => c.url.pathname)).toEqual(['/api/me']);
  });
});
