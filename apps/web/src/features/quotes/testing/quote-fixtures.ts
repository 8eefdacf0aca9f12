import type { QuoteListItem, QuoteListPage } from '@scopewright/domain';
import { stubFetchByPath } from '@/lib/test-route-fetch';

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
  totalIsExact = true,
): QuoteListPage => ({
  items,
  nextCursor,
  total,
  totalIsExact,
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

/** Stubs fetch by "METHOD /path"; also lists the query strings the list screen asked GET /api/quotes for. */
export function routeFetch(routes: Parameters<typeof stubFetchByPath>[0]) {
  const calls = stubFetchByPath(routes);
  return {
    calls,
    listQueries: () =>
      calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/quotes').map((c) => c.url.searchParams),
  };
}
