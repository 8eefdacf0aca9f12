import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/lib/test-utils';
import AnalyticsScreen from './analytics-screen';
import { analytics, me } from './analytics-fixtures.test-helpers';

const PATH = '/dashboard/opportunities/analytics';

function stub(options: { me?: unknown; reply?: (url: URL) => { status: number; body: unknown } } = {}) {
  localStorage.setItem('scopewright.session-hint', '1');
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/me') return Response.json(options.me ?? me());
      if (url.pathname !== '/api/opportunities/analytics') return Response.json({}, { status: 404 });
      asked.push(url);
      const { status, body } = options.reply?.(url) ?? { status: 200, body: analytics() };
      return Response.json(body, { status });
    }),
  );
  return asked;
}

const render = (at = PATH) => renderRoute(<AnalyticsScreen />, { path: PATH, at });

afterEach(() => vi.unstubAllGlobals());

describe('pipeline analytics screen', () => {
  it('shows the key figures against the previous period', async () => {
    stub();
    render();
    const cards = await screen.findByTestId('kpi-cards');
    const winRate = within(cards).getByText('Win rate').closest('div')!;
    expect(within(winRate).getByText('50%')).toBeTruthy();
    expect(within(winRate).getByText(/up 10 pts/)).toBeTruthy();
    expect(within(winRate).getByText('2 won · 2 lost · 82.35% by value')).toBeTruthy();
    const won = within(cards).getByText('Won value').closest('div')!;
    expect(within(won).getByText('$28,000.00')).toBeTruthy();
    expect(within(won).getByText(/down \$2,000\.00/)).toBeTruthy();
    // A shorter cycle is good news, said as a fall.
    const cycle = within(cards).getByText('Sales cycle').closest('div')!;
    expect(within(cycle).getByText('33.5 days')).toBeTruthy();
    expect(within(cycle).getByText(/down 6\.5 days/).className).toContain('emerald');
  });

  it('gives every chart its numbers as a table, and shows it on request', async () => {
    stub();
    const user = userEvent.setup();
    render();
    const funnel = await screen.findByRole('region', { name: 'Stage funnel' });
    const table = within(funnel).getByRole('table', { name: 'Stage funnel' });
    const qualified = within(table).getByRole('row', { name: /Qualified/ });
    expect(
      within(qualified)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '100%', '50%']);
    expect(table.closest('.sr-only')).not.toBeNull();
    await user.click(within(funnel).getByRole('button', { name: 'Show as table' }));
    expect(within(funnel).getByRole('table').closest('.sr-only')).toBeNull();
    expect(within(funnel).getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe('true');
    const created = screen.getByRole('region', { name: 'Pipeline created vs closed' });
    const february = within(created).getByRole('row', { name: /Feb 2026/ });
    expect(
      within(february)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '$12,000.00', '1', '$16,000.00', '1', '$4,000.00']);
  });

  it('keeps the range and the breakdown in the URL and asks for them', async () => {
    const asked = stub();
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByTestId('kpi-cards');
    expect(asked.at(-1)?.searchParams.get('range')).toBe('quarter');
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('range')).toBe('year'));
    expect(router.state.location.search).toBe('?range=year');
    await user.click(screen.getByRole('radio', { name: 'Client' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('groupBy')).toBe('client'));
    expect(router.state.location.search).toBe('?range=year&groupBy=client');
  });

  it('asks for custom days only once they make a range', async () => {
    const asked = stub();
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByTestId('kpi-cards');
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-03-01');
    await user.type(to, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toMatch(/last on or after the first/);
    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('from')).toBe('2026-03-01'));
    expect(asked.at(-1)?.searchParams.get('to')).toBe('2026-03-31');
    expect(router.state.location.search).toBe('?range=custom&from=2026-03-01&to=2026-03-31');
  });

  it('links the CSV export of the range on screen', async () => {
    stub();
    render(`${PATH}?range=year&groupBy=client`);
    const link = await screen.findByRole('link', { name: /Export CSV/ });
    expect(link.getAttribute('href')).toBe('/api/opportunities/analytics.csv?range=year&groupBy=client');
  });

  it('says what went wrong, with the request id, and retries', async () => {
    let fail = true;
    stub({
      reply: () =>
        fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something broke.', requestId: 'req-42' } } }
          : { status: 200, body: analytics() },
    });
    const user = userEvent.setup();
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not be loaded/);
    expect(alert.textContent).toMatch(/req-42/);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('kpi-cards')).toBeTruthy();
  });

  it('says what the screen counts when the range has no deals', async () => {
    const empty = analytics();
    stub({
      reply: () => ({
        status: 200,
        body: { ...empty, current: { ...empty.current, createdCount: 0, wonCount: 0, lostCount: 0 } },
      }),
    });
    render();
    expect(await screen.findByTestId('analytics-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the pipeline' }).getAttribute('href')).toBe(
      '/dashboard/opportunities/pipeline',
    );
  });

  it('shows Essentials the upgrade prompt and asks the API nothing', async () => {
    const asked = stub({ me: me('msp_admin', 'essentials') });
    render();
    const prompt = await screen.findByTestId('analytics-upgrade');
    expect(within(prompt).getByText(/does not include access to advanced analytics/)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'View plans in Billing' })).toBeTruthy();
    expect(asked).toEqual([]);
    expect(screen.queryByRole('link', { name: /Export CSV/ })).toBeNull();
  });
});
