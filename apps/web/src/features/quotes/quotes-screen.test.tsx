import { QUOTE_LIST_COPY, QUOTE_LIST_FIGURES } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/lib/test-utils';
import QuotesScreen from './quotes-screen';
import { page, quoteItem, routeFetch, signedInAs } from './testing/quote-fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const TEAM = {
  workspaceName: 'Demo MSP',
  members: [],
  seats: { used: 1, max: 'unlimited' },
  canManage: true,
  manageNotice: null,
};

const renderQuotes = (at = '/dashboard/quotes') => renderRoute(<QuotesScreen />, { path: '/dashboard/quotes', at });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('quotes list', () => {
  it('shows each quote with its client, status, one-time, MRR, TCV and margin (coloured below target)', async () => {
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/team': { status: 200, body: TEAM },
      'GET /api/quotes': {
        status: 200,
        body: page([
          quoteItem({
            number: 1042,
            title: 'Microsoft 365 migration',
            status: 'sent',
            mrrCents: 184_500,
            tcvCents: 7_892_000,
          }),
          quoteItem({
            number: 1043,
            title: 'Firewall refresh',
            client: { id: 'c2', name: 'Contoso Legal' },
            marginBps: 1850,
          }),
        ]),
      },
    });
    renderQuotes();
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByTestId('quote-row');
    expect(first!.textContent).toContain('Q-1042');
    expect(within(first!).getByRole('link', { name: 'Microsoft 365 migration' }).getAttribute('href')).toMatch(
      /^\/dashboard\/quotes\/wizard\/0190/,
    );
    expect(within(first!).getByText('Sent')).toBeTruthy();
    expect(within(first!).getByText('$12,500.00')).toBeTruthy();
    expect(within(first!).getByText('$1,845.00/mo')).toBeTruthy();
    expect(within(first!).getByText('$78,920.00')).toBeTruthy();
    expect(within(first!).getByText('42%')).toBeTruthy();
    expect(within(first!).queryByText('(below target)')).toBeNull();
    expect(within(second!).getAllByText('Contoso Legal')).not.toHaveLength(0);
    expect(within(second!).getByText('No recurring revenue')).toBeTruthy();
    // A one-time project has no contract value beyond its one-time amount (ADR 0026): a dash, not a TCV.
    expect(within(second!).getByText(QUOTE_LIST_FIGURES.noContractValue)).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: QUOTE_LIST_FIGURES.oneTime })).toBeTruthy();
    expect(within(second!).getByText('(below target)', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('quote-count').textContent).toBe('2 quotes');
  });

  it('opens the wizard when a row is clicked', async () => {
    const quote = quoteItem();
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': { status: 200, body: page([quote]) },
    });
    renderQuotes();
    const row = within(await screen.findByRole('table')).getByTestId('quote-row');
    await userEvent.setup().click(within(row).getByText('42%'));
    expect(screen.getByTestId('location').textContent).toBe(`/dashboard/quotes/wizard/${quote.id}`);
  });

  it('searches after typing stops, and filters by status into the URL and the request', async () => {
    const api = routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/team': { status: 200, body: TEAM },
      'GET /api/quotes': { status: 200, body: page([quoteItem()]) },
    });
    const { router } = renderQuotes();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: QUOTE_LIST_COPY.searchLabel }), 'firewall');
    await waitFor(() => expect(api.listQueries().at(-1)?.get('q')).toBe('firewall'));
    // One request for the finished word, not one per keystroke.
    expect(api.listQueries().filter((q) => q.has('q'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Status:/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Sent' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Viewed' }));
    await waitFor(() => expect(api.listQueries().at(-1)?.get('status')).toBe('sent,viewed'));
    expect(router.state.location.search).toBe('?q=firewall&status=sent%2Cviewed');
  });

  it('sorts by a column header, toggling the direction on a second click', async () => {
    const api = routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': { status: 200, body: page([quoteItem()]) },
    });
    renderQuotes();
    const table = await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: QUOTE_LIST_FIGURES.tcv }));
    await waitFor(() => expect(api.listQueries().at(-1)?.toString()).toContain('sort=tcv&dir=desc'));
    expect(within(table).getByRole('columnheader', { name: QUOTE_LIST_FIGURES.tcv }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: QUOTE_LIST_FIGURES.tcv }));
    await waitFor(() => expect(api.listQueries().at(-1)?.toString()).toContain('sort=tcv&dir=asc'));
  });

  it('loads the next page with the cursor', async () => {
    const api = routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': (url) =>
        url.searchParams.get('cursor') === 'next-1'
          ? { status: 200, body: page([quoteItem({ title: 'Second page quote' })], null, 2) }
          : { status: 200, body: page([quoteItem({ title: 'First page quote' })], 'next-1', 2) },
    });
    renderQuotes();
    expect((await screen.findByTestId('quote-count')).textContent).toBe('1 of 2 quotes');
    await userEvent.setup().click(screen.getByRole('button', { name: QUOTE_LIST_COPY.loadMore }));
    expect(await screen.findAllByText('Second page quote')).not.toHaveLength(0);
    expect(api.listQueries().at(-1)?.get('cursor')).toBe('next-1');
    expect(screen.getByTestId('quote-count').textContent).toBe('2 quotes');
    expect(screen.queryByRole('button', { name: QUOTE_LIST_COPY.loadMore })).toBeNull();
  });

  it('says "1,000+" when the API counted no further than its limit', async () => {
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': { status: 200, body: page([quoteItem({ title: 'Many matches' })], 'next-1', 1000, false) },
    });
    renderQuotes();
    expect((await screen.findByTestId('quote-count')).textContent).toBe('1 of 1,000+ quotes');
  });
});

describe('view modes', () => {
  it('switches list → grid → kanban, keeps the choice in the URL and remembers it', async () => {
    const api = routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': (url) => {
        const status = url.searchParams.get('status');
        if (status === 'sent')
          return {
            status: 200,
            body: page(
              [
                quoteItem({ status: 'sent', oneTimeTotalCents: 100_000, mrrCents: 50_000 }),
                quoteItem({ status: 'sent', oneTimeTotalCents: 250_050, mrrCents: 0 }),
              ],
              null,
              2,
            ),
          };
        if (status === 'accepted') return { status: 200, body: page([quoteItem({ status: 'accepted' })]) };
        if (status) return { status: 200, body: page([]) };
        return { status: 200, body: page([quoteItem({ title: 'Server upgrade' })]) };
      },
    });
    const { router } = renderQuotes();
    await screen.findByRole('table');
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Grid' }));
    expect(await screen.findByTestId('quote-card')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(router.state.location.search).toBe('?view=grid');
    expect(localStorage.getItem('scopewright.quotes.view')).toBe('grid');

    await user.click(screen.getByRole('radio', { name: 'Kanban' }));
    const columns = await screen.findAllByTestId('kanban-column');
    expect(columns.map((c) => c.dataset.status)).toEqual([
      'draft',
      'sent',
      'viewed',
      'accepted',
      'declined',
      'expired',
    ]);
    const sent = columns[1]!;
    await waitFor(() => expect(within(sent).getAllByTestId('quote-card')).toHaveLength(2));
    expect(within(sent).getByRole('heading', { name: /Sent/ }).textContent).toContain('2');
    const totals = within(within(sent).getByTestId('kanban-column-total'));
    expect(totals.getByText('$3,500.50')).toBeTruthy();
    expect(totals.getByText('$500.00/mo')).toBeTruthy();
    expect(within(columns[0]!).getByText('No draft quotes')).toBeTruthy();
    const statuses = api.listQueries().map((q) => q.get('status'));
    expect(new Set(statuses)).toEqual(new Set([null, 'draft', 'sent', 'viewed', 'accepted', 'declined', 'expired']));
  });

  it('opens in the remembered view when the URL names none', async () => {
    localStorage.setItem('scopewright.quotes.view', 'grid');
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': { status: 200, body: page([quoteItem()]) },
    });
    renderQuotes();
    expect(await screen.findByTestId('quote-card')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Grid' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('bulk and row actions', () => {
  it('archives the selected quotes in one request and offers undo', async () => {
    const [a, b, c] = [quoteItem(), quoteItem(), quoteItem()];
    const api = routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': { status: 200, body: page([a!, b!, c!]) },
      'POST /api/quotes/archive': { status: 200, body: { ids: [a!.id, c!.id] } },
    });
    renderQuotes();
    const table = await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('checkbox', { name: `Select Q-${a!.number}` }));
    await user.click(within(table).getByRole('checkbox', { name: `Select Q-${c!.number}` }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 quotes archived.', expect.anything()));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [a!.id, c!.id] });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('selects every quote shown with the header checkbox', async () => {
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': { status: 200, body: page([quoteItem(), quoteItem()]) },
    });
    renderQuotes();
    const table = await screen.findByRole('table');
    await userEvent.setup().click(within(table).getByRole('checkbox', { name: 'Select all quotes shown' }));
    expect(within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('2 selected')).toBeTruthy();
  });

  it('does not offer delete to a user', async () => {
    const quote = quoteItem();
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': { status: 200, body: page([quote]) },
    });
    renderQuotes();
    const table = await screen.findByRole('table');
    await userEvent.setup().click(within(table).getByRole('button', { name: `Actions for Q-${quote.number}` }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
  });

  it('lets an admin delete after confirming', async () => {
    const quote = quoteItem({ title: 'Old proposal' });
    const api = routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_admin') },
      'GET /api/quotes': { status: 200, body: page([quote]) },
      [`DELETE /api/quotes/${quote.id}`]: { status: 204 },
    });
    renderQuotes();
    const table = await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: `Actions for Q-${quote.number}` }));
    await user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(`Delete Q-${quote.number} · Old proposal?`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete quote' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Q-${quote.number} · Old proposal deleted.`));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('shows the upgrade prompt when the plan’s quote limit refuses a duplicate', async () => {
    const quote = quoteItem();
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_admin') },
      'GET /api/quotes': { status: 200, body: page([quote]) },
      [`POST /api/quotes/${quote.id}/duplicate`]: {
        status: 403,
        body: { error: { code: 'LIMIT_EXCEEDED', message: 'Your plan allows 100 quotes.', requestId: 'req-9' } },
      },
    });
    renderQuotes();
    const table = await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: `Actions for Q-${quote.number}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const notice = await screen.findByTestId('quote-plan-notice');
    expect(notice.textContent).toContain(QUOTE_LIST_COPY.limitReached);
    expect(within(notice).getByRole('link', { name: QUOTE_LIST_COPY.upgradeLink }).getAttribute('href')).toBe(
      '/dashboard/billing',
    );
    expect(toast.error).toHaveBeenCalledWith('Your plan allows 100 quotes.', { description: 'Request id req-9' });
    expect(screen.queryByRole('link', { name: /New quote/ })).toBeNull();
  });
});

describe('states', () => {
  it('offers the first step when there is no quote yet', async () => {
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': { status: 200, body: page([]) },
    });
    renderQuotes();
    const empty = await screen.findByTestId('quotes-empty');
    expect(within(empty).getByText(`${QUOTE_LIST_COPY.emptyBody}.`)).toBeTruthy();
    expect(
      within(empty)
        .getByRole('link', { name: /New quote/ })
        .getAttribute('href'),
    ).toBe('/dashboard/quotes/wizard');
  });

  it('says when filters match nothing and clears them', async () => {
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': (url) => ({ status: 200, body: page(url.searchParams.has('status') ? [] : [quoteItem()]) }),
    });
    const { router } = renderQuotes('/dashboard/quotes?status=expired&view=list');
    const none = await screen.findByTestId('quotes-no-matches');
    await userEvent.setup().click(within(none).getByRole('button', { name: QUOTE_LIST_COPY.clearFilters }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(router.state.location.search).toBe('?view=list');
  });

  it('shows a failed load with its request id and retries', async () => {
    let fail = true;
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_user') },
      'GET /api/quotes': () =>
        fail
          ? {
              status: 500,
              body: { error: { code: 'INTERNAL', message: 'Something went wrong.', requestId: 'req-42' } },
            }
          : { status: 200, body: page([quoteItem()]) },
    });
    renderQuotes();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Request id req-42')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('explains a read-only workspace instead of offering New quote', async () => {
    routeFetch({
      'GET /api/me': { status: 200, body: signedInAs('msp_admin', { isReadOnly: true }) },
      'GET /api/quotes': { status: 200, body: page([quoteItem()]) },
    });
    renderQuotes();
    const notice = await screen.findByTestId('quote-plan-notice');
    expect(within(notice).getByRole('link', { name: QUOTE_LIST_COPY.upgradeLink })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /New quote/ })).toBeNull();
    expect(within(screen.getByRole('table')).queryAllByRole('checkbox')).toHaveLength(0);
  });
});
