import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '@/lib/test-utils';
import BillingScreen from './billing-screen';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { PREMIUM, USAGE_HISTORY } from './testing/billing-fixtures';

const renderUsage = () =>
  renderRoute(<BillingScreen />, { path: '/dashboard/billing/*', at: '/dashboard/billing/usage' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Billing → Usage', () => {
  it('shows the meters and a chart per series over the period, with its numbers as a table', async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: PREMIUM },
      'GET /api/billing/usage/history': { status: 200, body: USAGE_HISTORY },
    });
    renderUsage();
    const quotes = await screen.findByTestId('usage-history-maxQuotes');
    expect(screen.getByRole('meter', { name: 'Quotes' }).getAttribute('aria-valuetext')).toBe('0 of 500');
    expect(within(quotes).getByRole('heading', { name: 'Quotes created' })).toBeTruthy();
    expect(within(quotes).getByText('Mar 1, 2026 – Mar 31, 2026')).toBeTruthy();
    const table = within(quotes).getByRole('table', { name: COPY.usageHistoryCaption('Quotes created') });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayQuotes created', 'Mar 11', 'Mar 23', 'Mar 34']);
    expect(screen.getByTestId('usage-history-aiGenerationsPerMonth')).toBeTruthy();
    expect(screen.getByTestId('usage-history-maxUsers')).toBeTruthy();
  });

  it('says nothing is recorded yet for an empty period', async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: PREMIUM },
      'GET /api/billing/usage/history': {
        status: 200,
        body: { ...USAGE_HISTORY, series: USAGE_HISTORY.series.map((s) => ({ ...s, points: [] })) },
      },
    });
    renderUsage();
    expect(await screen.findByText(COPY.usageHistoryEmpty)).toBeTruthy();
  });

  it('says the history could not be loaded, keeps the meters and retries', async () => {
    let fails = true;
    stubApi({
      'GET /api/billing': { status: 200, body: PREMIUM },
      'GET /api/billing/usage/history': () =>
        fails
          ? { status: 409, body: { error: { code: 'CONFLICT', message: 'not yet', requestId: 'r-8' } } }
          : { status: 200, body: USAGE_HISTORY },
    });
    renderUsage();
    expect((await screen.findByRole('alert')).textContent).toBe(`${COPY.usageHistoryFailed} not yet (request r-8)`);
    expect(screen.getByTestId('usage')).toBeTruthy();
    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: COPY.retry }));
    await waitFor(() => expect(screen.getByTestId('usage-history-maxQuotes')).toBeTruthy());
  });
});
