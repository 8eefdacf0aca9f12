import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '@/lib/test-utils';
import BillingScreen from './billing-screen';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { PLAN_CHANGE, PREMIUM, invoice, stripePremium } from './testing/billing-fixtures';

const renderHistory = () =>
  renderRoute(<BillingScreen />, { path: '/dashboard/billing/*', at: '/dashboard/billing/history' });

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowsOf = () => within(screen.getByTestId('history-table')).getAllByTestId('history-row');

describe('Billing → History', () => {
  it('lists invoices with amount, status and PDF, and loads the next page', async () => {
    const api = stubApi({
      'GET /api/billing': { status: 200, body: stripePremium() },
      'GET /api/billing/history': {
        status: 200,
        body: { items: [invoice(3), invoice(2, { status: 'open', pdfUrl: null })], nextCursor: 'c2' },
      },
      'GET /api/billing/history?cursor=c2': { status: 200, body: { items: [invoice(1)], nextCursor: null } },
    });
    renderHistory();
    await screen.findByTestId('history-table');
    const [first, second] = rowsOf();
    expect(within(first!).getByText('Invoice SW-0003')).toBeTruthy();
    expect(within(first!).getByText('Mar 15, 2026')).toBeTruthy();
    expect(within(first!).getByText('USD 645.00')).toBeTruthy();
    expect(within(first!).getByText('Paid')).toBeTruthy();
    const pdf = within(first!).getByRole('link', { name: COPY.pdfLabel('Invoice SW-0003') });
    expect(pdf.getAttribute('href')).toBe('https://invoice.stripe.test/i/3/pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(second!).getByText('Due')).toBeTruthy();
    expect(within(second!).queryByRole('link')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: COPY.loadMore }));
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    expect(within(rowsOf()[2]!).getByText('Invoice SW-0001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: COPY.loadMore })).toBeNull();
    expect(api.mock.calls.map(([url]) => String(url))).toContain('/api/billing/history?cursor=c2');
  });

  it('lists plan changes under the manual provider with what was charged', async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: PREMIUM },
      'GET /api/billing/history': { status: 200, body: { items: [PLAN_CHANGE], nextCursor: null } },
    });
    renderHistory();
    await screen.findByTestId('history-table');
    const [row] = rowsOf();
    expect(within(row!).getByText('Plan change: Trial → Premium')).toBeTruthy();
    expect(within(row!).getByText('Monthly, 5 seats · list price USD 645.00')).toBeTruthy();
    expect(within(row!).getByText('USD 0.00')).toBeTruthy();
  });

  it('says there are no invoices yet', async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: stripePremium() },
      'GET /api/billing/history': { status: 200, body: { items: [], nextCursor: null } },
    });
    renderHistory();
    expect(within(await screen.findByTestId('history-empty')).getByText(COPY.historyEmpty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COPY.loadMore })).toBeNull();
  });

  it('says the history could not be loaded and retries', async () => {
    let fails = true;
    stubApi({
      'GET /api/billing': { status: 200, body: stripePremium() },
      'GET /api/billing/history': () =>
        fails
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom', requestId: 'r-7' } } }
          : { status: 200, body: { items: [invoice(1)], nextCursor: null } },
    });
    renderHistory();
    expect((await screen.findByRole('alert')).textContent).toBe(`${COPY.historyLoadFailed} Boom (request r-7)`);
    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: COPY.retry }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
  });
});
