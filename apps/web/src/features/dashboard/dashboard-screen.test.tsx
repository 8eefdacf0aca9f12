import { type DashboardSummary, HOME_COPY, type QuoteListItem } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/lib/test-utils';
import DashboardScreen from './dashboard-screen';

const ME = {
  user: { id: 'u1', email: 'dana@demo-msp.test', emailVerified: true },
  profile: {
    id: 'u1',
    email: 'dana@demo-msp.test',
    firstName: 'Dana',
    lastName: 'Admin',
    avatarUrl: null,
    role: 'msp_user',
    tenantId: 't1',
    isOwner: false,
    onboardingCompleted: true,
  },
  tenant: { id: 't1', name: 'Demo MSP', suspended: false },
  isSuperAdmin: false,
  access: {
    isTrial: false,
    isSuspended: false,
    isReadOnly: false,
    trialDaysRemaining: 0,
    accessLevel: 'full',
    effectiveTier: 'enterprise',
    features: { canCreateQuotes: true, canEditQuotes: true, canDeleteQuotes: true, maxQuotes: 'unlimited' },
  },
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function quote(overrides: Partial<QuoteListItem>): QuoteListItem {
  return {
    id: '0190a1b2-c3d4-7e5f-8a9b-000000000001',
    number: 1001,
    title: 'Quote',
    status: 'draft',
    client: { id: 'c1', name: 'Northwind Dental' },
    owner: null,
    currency: 'USD',
    versionNo: 1,
    oneTimeTotalCents: 0,
    mrrCents: 0,
    tcvCents: 0,
    marginBps: null,
    validUntil: null,
    sentAt: null,
    createdAt: daysAgo(10),
    updatedAt: daysAgo(1),
    ...overrides,
  };
}

function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    range: 'month',
    currency: 'USD',
    openQuoteValueCents: 4_825_000,
    mrrQuotedCents: 312_500,
    sentCount: 7,
    acceptedCount: 3,
    acceptanceRateBps: 6000,
    recentQuotes: [quote({ number: 1042, title: 'Microsoft 365 migration', oneTimeTotalCents: 1_850_000 })],
    awaitingClient: [
      quote({
        id: '0190a1b2-c3d4-7e5f-8a9b-000000000002',
        number: 1038,
        title: 'Firewall refresh',
        status: 'sent',
        sentAt: daysAgo(3),
        oneTimeTotalCents: 960_000,
      }),
    ],
    ...overrides,
  };
}

const EMPTY_HOME = {
  currency: 'USD',
  today: new Date().toISOString().slice(0, 10),
  pipeline: null,
  viewedQuotes: [],
  expiringQuotes: [],
  activity: [],
};

let homeBody: unknown = EMPTY_HOME;

function stubHome(reply: (range: string) => { status: number; body: unknown }) {
  localStorage.setItem('scopewright.session-hint', '1');
  const ranges: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/me') return Response.json(ME);
      if (url.pathname === '/api/dashboard/home') return Response.json(homeBody);
      if (url.pathname !== '/api/dashboard/summary') return Response.json({}, { status: 404 });
      const range = url.searchParams.get('range') ?? '';
      ranges.push(range);
      const { status, body } = reply(range);
      return Response.json(body, { status });
    }),
  );
  return ranges;
}

const renderHome = () => renderRoute(<DashboardScreen />, { path: '/dashboard' });

afterEach(() => {
  vi.unstubAllGlobals();
  homeBody = EMPTY_HOME;
});

describe('dashboard home', () => {
  it('shows the month’s key figures, recent quotes and what awaits the client', async () => {
    stubHome(() => ({ status: 200, body: summary() }));
    renderHome();
    const figures = await screen.findByTestId('key-figures');
    expect(within(figures).getByText('$48,250.00')).toBeTruthy();
    expect(within(figures).getByText('$3,125.00/mo')).toBeTruthy();
    expect(within(figures).getByText('7')).toBeTruthy();
    expect(within(figures).getByText('60%')).toBeTruthy();
    const recent = screen.getByRole('region', { name: HOME_COPY.recentHeading });
    expect(
      within(recent)
        .getByRole('link', { name: /Microsoft 365 migration/ })
        .getAttribute('href'),
    ).toMatch(/^\/dashboard\/quotes\/wizard\//);
    const awaiting = screen.getByRole('region', { name: HOME_COPY.awaitingHeading });
    expect(within(awaiting).getByText(/Sent 3 days ago/)).toBeTruthy();
    expect(within(awaiting).getByText('$9,600.00')).toBeTruthy();
  });

  it('asks for another period when the range changes', async () => {
    const ranges = stubHome((range) => ({
      status: 200,
      body: summary({
        range: range as DashboardSummary['range'],
        sentCount: range === 'week' ? 2 : 7,
        acceptanceRateBps: null,
      }),
    }));
    const { router } = renderHome();
    await screen.findByTestId('key-figures');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'This week' }));
    await waitFor(() => expect(within(screen.getByTestId('key-figures')).getByText('2')).toBeTruthy());
    expect(ranges).toEqual(['month', 'week']);
    expect(router.state.location.search).toBe('?range=week');
    expect(within(screen.getByTestId('key-figures')).getByText(HOME_COPY.noDecisions)).toBeTruthy();
  });

  it('takes a project description to the wizard', async () => {
    stubHome(() => ({ status: 200, body: summary() }));
    const { router } = renderHome();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: HOME_COPY.describeLabel });
    const submit = screen.getByRole('button', { name: HOME_COPY.describeSubmit });
    expect(submit).toHaveProperty('disabled', true);
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    await user.type(box, 'Migrate 45 users to M365 & Intune');
    await user.click(submit);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/quotes/wizard');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ describe: 'Migrate 45 users to M365 & Intune' });
  });

  it('offers the first quote to a workspace without quotes', async () => {
    stubHome(() => ({
      status: 200,
      body: summary({ recentQuotes: [], awaitingClient: [], sentCount: 0, acceptedCount: 0, acceptanceRateBps: null }),
    }));
    renderHome();
    const empty = await screen.findByTestId('home-empty');
    expect(
      within(empty)
        .getByRole('link', { name: /New quote/ })
        .getAttribute('href'),
    ).toBe('/dashboard/quotes/wizard');
  });

  it('shows a failed load with its request id', async () => {
    stubHome(() => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong.', requestId: 'req-7' } },
    }));
    renderHome();
    expect(within(await screen.findByRole('alert')).getByText('Request id req-7')).toBeTruthy();
  });

  it('shows what to do today beside the checklist: my pipeline, waiting quotes and activity', async () => {
    homeBody = {
      ...EMPTY_HOME,
      pipeline: {
        openCount: 4,
        openValueCents: 2_000_000,
        weightedValueCents: 900_000,
        overdue: [],
        overdueCount: 0,
        quarterStart: '2026-10-01',
        wonCount: 0,
        lostCount: 0,
        winRateBps: null,
      },
    };
    stubHome(() => ({ status: 200, body: summary() }));
    renderHome();
    const today = await screen.findByTestId('today-figures');
    expect(within(today).getByText('$20,000.00')).toBeTruthy();
    expect(within(today).getByText('4 open deals')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Overdue next steps' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recent activity' })).toBeTruthy();
  });
});
