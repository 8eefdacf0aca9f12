import { PLATFORM_OVERVIEW_COPY as COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformOverview } from '@/data/platform-overview';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import OverviewScreen from './overview-screen';

afterEach(() => vi.unstubAllGlobals());

const none = { workspaces: 0, seats: 0, mrrCents: 0 };
const overview = (range: PlatformOverview['range'] = 'month'): PlatformOverview => ({
  range,
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-01T00:00:00.000Z',
  workspaces: {
    total: 1_240,
    trial: 310,
    paying: { total: 702, essentials: 300, premium: 302, enterprise: 100 },
    readOnly: { total: 180, trialExpired: 150, readOnly: 30 },
    suspended: 48,
  },
  growth: {
    granularity: 'week',
    signups: 42,
    conversions: 9,
    series: [
      { start: '2026-11-01T00:00:00.000Z', signups: 12, conversions: 2 },
      { start: '2026-11-02T00:00:00.000Z', signups: 30, conversions: 7 },
      { start: '2026-11-09T00:00:00.000Z', signups: 0, conversions: 0 },
    ],
  },
  revenue: {
    currency: 'USD',
    plans: [
      {
        tier: 'essentials',
        workspaces: 1,
        seats: 1,
        mrrCents: 9_900,
        stripe: none,
        manual: { workspaces: 1, seats: 1, mrrCents: 9_900 },
      },
      {
        tier: 'premium',
        workspaces: 2,
        seats: 11,
        mrrCents: 118_250,
        stripe: { workspaces: 1, seats: 5, mrrCents: 53_750 },
        manual: { workspaces: 1, seats: 6, mrrCents: 64_500 },
      },
      { tier: 'enterprise', workspaces: 0, seats: 0, mrrCents: 0, stripe: none, manual: none },
    ],
    total: { workspaces: 3, seats: 12, mrrCents: 128_150 },
  },
  usage: {
    aiGenerations: 5,
    quotesSent: 3,
    series: [
      { day: '2026-11-17', aiGenerations: 5, quotesSent: 0 },
      { day: '2026-11-18', aiGenerations: 0, quotesSent: 3 },
    ],
  },
  email: { sent: 2_000, delivered: 1_900, bounced: 20, deliveryRate: 0.95, bounceRate: 0.01 },
  failedJobs: {
    total: 3,
    byQueue: [
      { queue: 'send-email', count: 2 },
      { queue: 'signed-pdf', count: 1 },
    ],
    latest: [{ id: 'j1', queue: 'send-email', failedAt: '2026-11-18T08:30:00.000Z', error: 'SMTP refused: 550' }],
  },
});

const render = (at = '/dashboard/superadmin') => renderRoute(<OverviewScreen />, { path: '/dashboard/superadmin', at });

describe('Super admin → Overview', () => {
  it('shows the headline figures, workspaces by state, revenue, charts, email health and failed jobs', async () => {
    stubFetchByPath({
      'GET /api/platform/overview': (url) => ({ status: 200, body: overview(url.searchParams.get('range') as never) }),
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: COPY.title })).toBeTruthy();
    const stats = await screen.findByTestId('overview-stats');
    expect(stats.textContent).toContain('1,240');
    expect(stats.textContent).toContain('$1,281.50');
    expect(stats.textContent).toContain('12');
    expect(stats.textContent).toContain(COPY.conversionsDetail(42));

    const states = screen.getByRole('region', { name: COPY.byState });
    expect(
      within(states)
        .getByRole('link', { name: /Paying · Premium\s*302/ })
        .getAttribute('href'),
    ).toBe('/dashboard/superadmin/msps?state=paying&tier=premium');
    expect(
      within(states)
        .getByRole('link', { name: /Trial expired/ })
        .getAttribute('href'),
    ).toBe('/dashboard/superadmin/msps?state=trial_expired');

    const premium = within(screen.getByTestId('overview-revenue')).getByRole('row', { name: /Premium/ });
    expect(premium.textContent).toContain('$1,182.50');
    expect(premium.textContent).toContain(COPY.revenueSplit(1, 1));

    // The charts' numbers as tables (for screen readers, and on "Show as table"): empty periods left out.
    const growth = screen.getByRole('table', { name: COPY.growth });
    expect(within(growth).getAllByRole('row')).toHaveLength(3);
    expect(within(growth).getByRole('row', { name: /Nov 2/ }).textContent).toContain('30');
    const usage = screen.getByRole('table', { name: COPY.usage });
    expect(within(usage).getByRole('row', { name: /Nov 18/ }).textContent).toContain('3');

    const email = screen.getByTestId('overview-email');
    expect(email.textContent).toContain('95.0%');
    expect(email.textContent).toContain('1.0%');

    const failed = screen.getByRole('region', { name: /Failed jobs \(3\)/ });
    expect(failed.textContent).toContain('SMTP refused: 550');
    expect(failed.textContent).toContain('Nov 18, 2026, 8:30 AM UTC');
    expect(within(failed).getByRole('link', { name: COPY.debugLink }).getAttribute('href')).toBe(
      '/dashboard/superadmin/debug',
    );

    const console = screen.getByRole('navigation', { name: COPY.console });
    expect(
      within(console)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard/superadmin/msps',
      '/dashboard/superadmin/email',
      '/dashboard/superadmin/templates',
      '/dashboard/superadmin/validation',
      '/dashboard/superadmin/audit',
      '/dashboard/superadmin/debug',
    ]);
  });

  it('keeps the time range in the URL and asks for it', async () => {
    const calls = stubFetchByPath({
      'GET /api/platform/overview': (url) => ({ status: 200, body: overview(url.searchParams.get('range') as never) }),
    });
    const user = userEvent.setup();
    const { router } = render('/dashboard/superadmin?range=week');
    await screen.findByTestId('overview-stats');
    expect(calls[0]?.url.searchParams.get('range')).toBe('week');
    expect(screen.getByRole('radio', { name: 'Week' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Year' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=year'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('range')).toBe('year'));
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing failed', async () => {
    stubFetchByPath({
      'GET /api/platform/overview': {
        status: 200,
        body: { ...overview(), failedJobs: { total: 0, byQueue: [], latest: [] } },
      },
    });
    render();
    expect(await screen.findByText(COPY.noFailedJobs)).toBeTruthy();
  });

  it('a failed load says so, with the request id and a retry', async () => {
    const calls = stubFetchByPath({
      'GET /api/platform/overview': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again in a moment.', requestId: 'req-42' } },
      },
    });
    const user = userEvent.setup();
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(COPY.loadFailed);
    expect(alert.textContent).toContain('req-42');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
  });
});
