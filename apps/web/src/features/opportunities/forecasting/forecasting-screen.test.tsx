import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/lib/test-utils';
import { forecast, me } from '../analytics/analytics-fixtures.test-helpers';
import ForecastingScreen from './forecasting-screen';

const PATH = '/dashboard/opportunities/forecasting';

function stub(options: { me?: unknown; targets?: { periodKey: string; targetCents: number }[] } = {}) {
  localStorage.setItem('scopewright.session-hint', '1');
  const asked: URL[] = [];
  const puts: unknown[] = [];
  let targets = options.targets ?? [{ periodKey: '2026-11', targetCents: 100_000 }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/me') return Response.json(options.me ?? me());
      if (url.pathname === '/api/pipeline/targets' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { targets: { periodKey: string; targetCents: number | null }[] };
        puts.push(body);
        for (const t of body.targets) {
          targets = targets.filter((x) => x.periodKey !== t.periodKey);
          if (t.targetCents !== null) targets.push({ periodKey: t.periodKey, targetCents: t.targetCents });
        }
        return Response.json({ currency: 'USD', targets });
      }
      if (url.pathname === '/api/pipeline/targets') return Response.json({ currency: 'USD', targets });
      if (url.pathname !== '/api/opportunities/forecast') return Response.json({}, { status: 404 });
      asked.push(url);
      return Response.json(forecast({ by: url.searchParams.get('by') === 'quarter' ? 'quarter' : 'month' }));
    }),
  );
  return { asked, puts };
}

const render = (at = PATH) => renderRoute(<ForecastingScreen />, { path: PATH, at });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('forecasting screen', () => {
  it('tables each period: weighted, commit, best case, pipeline, closed won against the target', async () => {
    stub();
    render();
    const chart = await screen.findByRole('region', { name: 'Forecast against target' });
    const november = within(chart).getByRole('row', { name: /Nov 2026/ });
    expect(cells(november)).toEqual([
      '2',
      '$1,960.00',
      '$2,200.00',
      '$2,700.00',
      '$2,700.00',
      '$300.00',
      '$1,000.00',
      '30%',
    ]);
    expect(screen.getByTestId('unscheduled').textContent).toMatch(/1 open deal has no expected close date \(\$100\.00/);
  });

  it('keeps one-time and recurring apart', async () => {
    stub();
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole('region', { name: 'Forecast against target' });
    await user.click(screen.getByRole('radio', { name: 'Recurring (MRR)' }));
    expect(router.state.location.search).toBe('?measure=recurring');
    const november = within(screen.getByRole('region', { name: 'Forecast against target' })).getByRole('row', {
      name: /Nov 2026/,
    });
    // Weighted, commit, best case, pipeline, closed won as MRR, then the weighted ARR.
    expect(cells(november).slice(1, 7)).toEqual([
      '$80.00/mo',
      '$100.00/mo',
      '$100.00/mo',
      '$100.00/mo',
      '$0.00/mo',
      '$960.00/yr',
    ]);
    await user.click(screen.getByRole('radio', { name: 'One-time' }));
    const oneTime = within(screen.getByRole('region', { name: 'Forecast against target' })).getByRole('row', {
      name: /Nov 2026/,
    });
    expect(cells(oneTime).slice(1, 3)).toEqual(['$1,000.00', '$1,000.00']);
  });

  it('measures past periods against what was forecast', async () => {
    stub();
    render();
    const accuracy = await screen.findByRole('region', { name: 'Forecast accuracy' });
    const october = within(accuracy).getByRole('row', { name: /Oct 2026/ });
    expect(cells(october)).toEqual([
      '$1,000.00',
      '$500.00',
      '$1,200.00 (1)',
      '+$200.00',
      '120%',
      '80%',
      '$2,000.00',
      '60%',
    ]);
  });

  it('switches to quarters through the URL', async () => {
    const { asked } = stub();
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole('region', { name: 'Forecast against target' });
    expect(asked.at(-1)?.searchParams.get('periods')).toBe('6');
    await user.click(screen.getByRole('radio', { name: 'By quarter' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('by')).toBe('quarter'));
    expect(asked.at(-1)?.searchParams.get('periods')).toBe('4');
    expect(router.state.location.search).toBe('?by=quarter');
  });

  it('lets an admin set, change and clear targets, and refuses what is not an amount', async () => {
    const { puts } = stub({ me: me('msp_admin') });
    const user = userEvent.setup();
    render();
    const editor = await screen.findByTestId('target-editor');
    const november = within(editor).getByLabelText('Nov 2026');
    expect((november as HTMLInputElement).value).toBe('1,000');
    await user.type(within(editor).getByLabelText('Dec 2026'), 'lots');
    await user.click(within(editor).getByRole('button', { name: 'Save targets' }));
    expect(within(editor).getByText(/Enter an amount like/)).toBeTruthy();
    expect(puts).toEqual([]);
    await user.clear(within(editor).getByLabelText('Dec 2026'));
    await user.type(within(editor).getByLabelText('Dec 2026'), '2,500.50');
    await user.clear(november);
    await user.click(within(editor).getByRole('button', { name: 'Save targets' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          targets: [
            { periodKey: '2026-11', targetCents: null },
            { periodKey: '2026-12', targetCents: 250_050 },
          ],
        },
      ]),
    );
    expect(await within(screen.getByTestId('target-editor')).findByText('Targets saved.')).toBeTruthy();
  });

  it('shows members the targets but not the editor', async () => {
    stub({ me: me('msp_user') });
    render();
    await screen.findByRole('region', { name: 'Forecast against target' });
    expect(screen.queryByTestId('target-editor')).toBeNull();
  });

  it('shows Essentials the upgrade prompt', async () => {
    const { asked } = stub({ me: me('msp_user', 'essentials') });
    render();
    const prompt = await screen.findByTestId('analytics-upgrade');
    expect(within(prompt).getByText(/Ask a workspace admin to upgrade/)).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
