import type { QuoteListItem, QuoteListPage } from '@scopewright/domain';
import { vi } from 'vitest';

let counter = 0;

/** A list row as GET /api/quotes returns it. */
export function quoteItem(overrides: Partial<QuoteListItem> = {}): QuoteListItem {
  counter += 1;
  return {
    id: `0190a1b2-c3d4-7e5f-8a9b-${String(counter).padStart(12, '0')}`,
    number: 1000 + counter,
    title: `Quote ${counter}`,
    status: 'draft',
    client: { id: 'c1', name: 'Northwind Dental' },
    owner: { id: 'u1', name: 'Dana Admin', email: 'dana@demo-msp.test' },
    currency: 'USD',
    versionNo: 1,
    oneTimeTotalCents: 1_250_000,
    mrrCents: 0,
    tcvCents: 1_250_000,
    marginBps: 4200,
    validUntil: null,
    sentAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export const page = (
  items: QuoteListItem[],
  nextCursor: string | null = null,
  total = items.length,
): QuoteListPage => ({
  items,
  nextCursor,
  total,
});

export function signedInAs(role: 'msp_user' | 'msp_admin', access: { isReadOnly?: boolean } = {}) {
  localStorage.setItem('scopewright.session-hint', '1');
  const readOnly = access.isReadOnly === true;
  return {
    user: { id: 'u1', email: 'dana@demo-msp.test', emailVerified: true },
    profile: {
      id: 'u1',
      email: 'dana@demo-msp.test',
      firstName: 'Dana',
      lastName: 'Admin',
      avatarUrl: null,
      role,
      tenantId: 't1',
      isOwner: role === 'msp_admin',
      onboardingCompleted: true,
    },
    tenant: { id: 't1', name: 'Demo MSP', suspended: false },
    isSuperAdmin: false,
    access: {
      isTrial: false,
      isSuspended: false,
      isReadOnly: readOnly,
      trialDaysRemaining: 0,
      accessLevel: readOnly ? 'readonly' : 'full',
      effectiveTier: 'enterprise',
      features: {
        canCreateQuotes: !readOnly,
        canEditQuotes: !readOnly,
        canDeleteQuotes: !readOnly,
        maxQuotes: 'unlimited',
      },
    },
  };
}

type Reply = { status: number; body?: unknown };
type Handler = (url: URL, body: unknown) => Reply;

/** Stubs fetch by "METHOD /path" (query string ignored: handlers read it from the URL). Returns the calls. */
export function routeFetch(routes: Record<string, Reply | Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(url, body) : (route ?? { status: 404, body: {} });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return {
    calls,
    listQueries: () =>
      calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/quotes').map((c) => c.url.searchParams),
  };
}
